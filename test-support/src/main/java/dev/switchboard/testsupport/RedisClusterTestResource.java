package dev.switchboard.testsupport;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a real Redis Cluster ({@link LocalRedisCluster}: three masters, three replicas) for a {@code @QuarkusTest} and
 * points quarkus-redis-client at it in cluster mode, as {@code REDIS_CLIENT_TYPE=cluster} and a {@code REDIS_URL} list
 * do in production. Fields of type {@link LocalRedisCluster} annotated {@link InjectRedis} receive the cluster.
 */
public class RedisClusterTestResource implements QuarkusTestResourceLifecycleManager {

    private LocalRedisCluster cluster;

    @Override
    public Map<String, String> start() {
        cluster = LocalRedisCluster.start();
        return Map.of("quarkus.redis.hosts", cluster.hosts(), "quarkus.redis.client-type", "cluster");
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(cluster,
                new TestInjector.AnnotatedAndMatchesType(InjectRedis.class, LocalRedisCluster.class));
    }

    @Override
    public void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }
}
