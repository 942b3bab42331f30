package dev.switchboard.gateway.pipeline;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.RelayFixtureTools;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.awaitility.Awaitility.await;

/** A session-era {@code notifications/cancelled} stops the named request's call to its service. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class NotificationsCancelledStopsTheCallTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theCancellationReachesTheRunningCall() {
        mcp.awaitTool("fx_cancellable");
        McpSession session = mcp.session().open();
        RelayFixtureTools.resetCancellable();
        try (SseStream call = session.stream("77", "tools/call", "{\"name\":\"fx_cancellable\",\"arguments\":{}}")) {
            await().atMost(Duration.ofSeconds(10)).untilTrue(RelayFixtureTools.STARTED);

            session.notify("notifications/cancelled", "{\"requestId\":77}").then().statusCode(202);

            await().atMost(Duration.ofSeconds(5)).untilTrue(RelayFixtureTools.CANCELLED);
        }
    }
}
