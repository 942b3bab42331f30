package dev.switchboard.gateway;

import java.util.List;

import dev.switchboard.testsupport.RedisClusterProfile;
import dev.switchboard.testsupport.internal.InternalAuthTestResource;

/**
 * The gateway on a real Redis Cluster (three masters, three replicas) instead of one redis-server: every key, script
 * and channel the scenarios touch must work there. One profile, so the application and the cluster start once for
 * every test that uses it.
 */
public class OnARedisCluster extends RedisClusterProfile {

    @Override
    protected List<TestResourceEntry> moreResources() {
        return List.of(new TestResourceEntry(InternalAuthTestResource.class));
    }
}
