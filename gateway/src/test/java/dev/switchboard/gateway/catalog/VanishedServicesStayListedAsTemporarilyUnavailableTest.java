package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A service whose registration vanishes (as after a Redis restart, or while a rolling update replaces its only
 * instance) stays in {@code tools/list} for the grace period, and a call to it answers at once with an
 * {@code isError} result that says it is temporarily unavailable and when to retry: no "Unknown tool", no
 * {@code list_changed} flap.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(VanishedServicesStayListedAsTemporarilyUnavailableTest.LongGrace.class)
class VanishedServicesStayListedAsTemporarilyUnavailableTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aVanishedServicesToolIsStillListedAndAnswersTemporarilyUnavailable() {
        registry.publish(ExtraRegistrations.of("blinking", "http://127.0.0.1:9", Instant.now(), "blinking_tool"),
                Duration.ofSeconds(60), true);
        mcp.awaitTool("blinking_tool");

        registry.withdraw("blinking", "blinking-1");

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

    /** A grace period far longer than the test, so the tool cannot leave while it is checked. */
    public static class LongGrace implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.catalog.departure-grace", "5M");
        }
    }
}
