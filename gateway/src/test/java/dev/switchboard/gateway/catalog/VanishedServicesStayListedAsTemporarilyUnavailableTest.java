package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SettingsNoOtherTestNotices;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A service whose registration vanishes without its saying so (its heartbeat lapsed: a crashed instance, a lost
 * network, a Redis restart) stays in {@code tools/list} for the grace period, and a call to it answers at once with an
 * {@code isError} result that says it is temporarily unavailable and when to retry: no "Unknown tool", no
 * {@code list_changed} flap.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SettingsNoOtherTestNotices.class)
class VanishedServicesStayListedAsTemporarilyUnavailableTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aVanishedServicesToolIsStillListedAndAnswersTemporarilyUnavailable() {
        ServiceRegistration blinking = ExtraRegistrations.of("blinking", "http://127.0.0.1:9", Instant.now(),
                "blinking_tool");
        registry.publish(blinking, Duration.ofSeconds(60), true);
        mcp.awaitTool("blinking_tool");

        // Its last heartbeat lapses at once, and it never deregisters.
        registry.publish(blinking, Duration.ofMillis(1), false);

        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(200)).until(() -> mcp
                .modern("tools/call").tool("blinking_tool", "{}").then().statusCode(200).extract()
                .path("result.content[0].text").toString().contains("temporarily unavailable"));
        String answer = mcp.modern("tools/call").tool("blinking_tool", "{}").then().statusCode(200)
                .extract().path("result.content[0].text");
        assertThat(answer).contains("'blinking'", "retry in");
        assertThat(mcp.modern("tools/call").tool("blinking_tool", "{}").then().extract()
                .<Boolean> path("result.isError")).isTrue();
        assertThat(mcp.modern("tools/list").post().asString()).contains("blinking_tool");
    }
}
