package dev.switchboard.gateway.httpsse;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.LegacySession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.awaitility.Awaitility.await;

/** A 2024-11-05 session lives as long as its stream: once the client hangs up, its endpoint answers 404. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HttpSseSessionEndsWithItsStreamTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theSessionEndsWithItsStream() {
        LegacySession legacy = mcp.legacy();
        legacy.close();

        await().atMost(Duration.ofSeconds(5))
                .until(() -> legacy.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}").statusCode() == 404);
    }
}
