package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SettingsNoOtherTestNotices;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A service whose last instance deregisters (it is stopping: SIGTERM) leaves {@code tools/list} as soon as the gateway
 * hears of it, without waiting out the departure grace (five minutes here) that a service whose heartbeat lapsed gets;
 * a call of its tool is then an unknown tool, not "temporarily unavailable".
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SettingsNoOtherTestNotices.class)
class ADeregisteredServiceLeavesToolsListAtOnceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aServiceThatDeregistersIsNoLongerListed() {
        ExtraRegistrations.publish(registry,
                ExtraRegistrations.of("leaving", "http://127.0.0.1:9", Instant.now(), "leaving_tool"));
        mcp.awaitTool("leaving_tool");

        registry.withdraw("leaving", "leaving-1");

        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> !mcp.modern("tools/list").post().asString().contains("leaving_tool"));
        assertThat(mcp.modern("tools/call").tool("leaving_tool", "{}").then().statusCode(200).extract()
                .<String> path("error.message")).startsWith("Unknown tool: leaving_tool");
    }
}
