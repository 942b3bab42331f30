package dev.switchboard.gateway;

import java.util.List;

import dev.switchboard.testsupport.RedisClusterTestResource;
import dev.switchboard.testsupport.internal.InternalAuthTestResource;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;

/** {@link SecuredGateway} (tenants, quotas, API keys) on a real Redis Cluster, as {@link OnARedisCluster}. */
public class SecuredGatewayOnARedisCluster extends SecuredGateway {

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(OAuthServerTestResource.class),
                new TestResourceEntry(RedisClusterTestResource.class),
                new TestResourceEntry(InternalAuthTestResource.class));
    }
}
