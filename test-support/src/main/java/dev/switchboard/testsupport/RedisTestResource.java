package dev.switchboard.testsupport;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a real {@code redis-server} for a {@code @QuarkusTest} and points quarkus-redis-client at it. Fields of type
 * {@link LocalRedis} annotated {@link InjectRedis} receive the server, so a test can stop and restart it.
 */
public class RedisTestResource implements QuarkusTestResourceLifecycleManager {

    private LocalRedis redis;

    @Override
    public Map<String, String> start() {
        redis = LocalRedis.start();
        return Map.of("quarkus.redis.hosts", redis.url());
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(redis, new TestInjector.AnnotatedAndMatchesType(InjectRedis.class, LocalRedis.class));
    }

    @Override
    public void stop() {
        if (redis != null) {
            redis.close();
        }
    }
}
