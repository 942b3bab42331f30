package dev.switchboard.gateway;

import java.util.List;

import dev.switchboard.testsupport.RedisClusterTestResource;
import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The gateway on a real Redis Cluster (three masters, three replicas) instead of one redis-server: every key, script
 * and channel the scenarios touch must work there. The module's standalone Redis is left out; one profile, so the
 * application and the cluster start once for every test that uses it.
 */
public class OnARedisCluster implements QuarkusTestProfile {

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(RedisClusterTestResource.class),
                new TestResourceEntry(InternalAuthTestResource.class));
    }
}
