package dev.switchboard.gateway.shards;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.SecuredGatewayOnARedisCluster;
import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedisCluster;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * A Redis Cluster shard that is down takes only its own keys out of reach. Its master is killed and its replica held
 * back (so it cannot take over yet), and that shard holds the tenant's quota counts. Meanwhile a stateless call of the
 * tenant is served, its quotas counted by the replica alone ({@code gateway.tenants.quota-outage=local}); so is a
 * session whose keys live on another shard. A session on the failed shard answers 503 with {@code Retry-After}, and
 * goes on, not lost, once the replica has taken over.
 */
@QuarkusTest
@TestProfile(CallsOnHealthyShardsAreServedWhileAShardIsDownOnARedisClusterTest.OwnCluster.class)
class CallsOnHealthyShardsAreServedWhileAShardIsDownOnARedisClusterTest {

    /** A cluster of this test's own: it kills a master. */
    public static class OwnCluster extends SecuredGatewayOnARedisCluster {
    }

    private static final String ECHO = "{\"text\":\"still here\"}";

    @InjectRedis
    LocalRedisCluster cluster;

    @Test
    void callsWhoseStateIsOnHealthyShardsAreServedWhileTheFailedShardsSessionWaitsForItsReplica() {
        SecuredGateway.putTenant("sharded", "{\"quotas\":{\"requestsPerMinute\":100000,\"concurrentCalls\":100}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("sharded", "caller"));
        client.awaitTool("fx_echo");
        int failed = cluster.masterServing("sb:{q:sharded}");
        McpSession onFailedShard = null;
        McpSession elsewhere = null;
        while (onFailedShard == null || elsewhere == null) {
            McpSession session = client.session().open();
            if (cluster.masterServing("sb:{sess:" + session.id() + "}") == failed) {
                onFailedShard = session;
            } else {
                elsewhere = session;
            }
        }
        int replica = cluster.replicaPorts().get(cluster.masterPorts().indexOf(failed));

        cluster.pause(replica);
        cluster.kill(failed);
        try {
            client.modern("tools/call").tool("fx_echo", ECHO).then().statusCode(200)
                    .body("result.structuredContent.echo", equalTo("still here"));
            elsewhere.callTool("fx_echo", ECHO).then().statusCode(200)
                    .body("result.structuredContent.echo", equalTo("still here"));
            McpSession waiting = onFailedShard;
            await().atMost(Duration.ofSeconds(30)).until(() -> waiting.callTool("fx_echo", ECHO).statusCode() == 503);
            waiting.callTool("fx_echo", ECHO).then().statusCode(503).header("Retry-After", notNullValue());
            client.modern("tools/call").tool("fx_echo", ECHO).then().statusCode(200);
        } finally {
            cluster.resume(replica);
        }

        McpSession resumed = onFailedShard;
        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(250))
                .until(() -> resumed.callTool("fx_echo", ECHO).statusCode() == 200);
        resumed.callTool("fx_echo", ECHO).then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("still here"));
    }
}
