package dev.switchboard.gateway.stateless;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.RelayFixtureTools;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.awaitility.Awaitility.await;

/** A 2026-07-28 client cancels by hanging up: the gateway closes the internal call, which the service sees. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DisconnectCancelsTheCallTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aClientDisconnectCancelsTheCall() {
        mcp.awaitTool("fx_cancellable");
        RelayFixtureTools.resetCancellable();
        SseStream call = mcp.modern("tools/call").id("78").tool("fx_cancellable", "{}").progressToken("1").stream();
        await().atMost(Duration.ofSeconds(10)).untilTrue(RelayFixtureTools.STARTED);

        call.close();

        await().atMost(Duration.ofSeconds(5)).untilTrue(RelayFixtureTools.CANCELLED);
    }
}
