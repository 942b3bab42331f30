package dev.switchboard.gateway.catalog;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.awaitility.Awaitility.await;

/**
 * A service that stops heart-beating leaves {@code tools/list} once its registration has expired and the departure
 * grace period (3 s in tests) has passed.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SilentServicesLeaveToolsListTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aServiceThatStopsHeartbeatingLeavesToolsList() {
        ExtraRegistrations.publishTool(registry, "transient_tool", Duration.ofSeconds(60));
        mcp.awaitTool("transient_tool");
        // Its last heartbeat lapses at once (a TTL of 2 s could run out before a cold gateway first answers).
        ExtraRegistrations.publishTool(registry, "transient_tool", Duration.ofMillis(1));

        await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(200))
                .until(() -> !mcp.modern("tools/list").post().asString().contains("transient_tool"));
    }
}
