package dev.switchboard.gateway.shards;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * A Redis Cluster master that stops answering without closing its connections (paused here, as a network cut would)
 * keeps both the tenant's quota counts and the caller's API key. Nothing tells the gateway it is gone until the Redis
 * timeout, a minute in this test. A stateless call is still answered while the node is paused: past
 * {@code gateway.local-answer-wait} the replica counts the quotas alone and trusts the key record it read last.
 */
@QuarkusTest
@TestProfile(AStatelessCallIsNotHeldByAPausedShardTest.LongRedisTimeout.class)
class AStatelessCallIsNotHeldByAPausedShardTest {

    /**
     * A cluster of this test's own (it pauses a master), a Redis timeout far longer than the test waits, and the
     * production wait (other tests wait longer, a loaded machine being no silent node).
     */
    public static class LongRedisTimeout extends SecuredGatewayOnARedisCluster {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>(super.getConfigOverrides());
            config.put("quarkus.redis.timeout", "60s");
            config.put("gateway.local-answer-wait", "500ms");
            return config;
        }
    }

    private static final String ECHO = "{\"text\":\"still here\"}";

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void aStatelessCallIsAnsweredWhileTheShardOfItsQuotasAndKeyIsPaused() {
        SecuredGateway.putTenant("paused", "{\"quotas\":{\"requestsPerMinute\":100000,\"concurrentCalls\":100}}");
        int paused = cluster.masterServing("sb:{q:paused}");
        String key = SecuredGateway.apiKey("paused", "caller");
        while (cluster.masterServing("sb:apikey:" + key.split("_")[1]) != paused) {
            key = SecuredGateway.apiKey("paused", "caller");
        }
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(key);
        client.awaitTool("fx_echo");
        client.modern("tools/call").tool("fx_echo", ECHO).then().statusCode(200);

        cluster.pause(paused);
        try {
            // Without the bounded wait the call would hang for the Redis timeout (60 s), past this bound.
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> client.modern("tools/call").tool("fx_echo", ECHO)
                    .then().statusCode(200).body("result.structuredContent.echo", equalTo("still here")));
        } finally {
            cluster.resume(paused);
        }
    }
}
