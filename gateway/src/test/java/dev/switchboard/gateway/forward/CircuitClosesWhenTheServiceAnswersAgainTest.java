package dev.switchboard.gateway.forward;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

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
 * A service that answered only HTTP 503 (what a proxy says for a service that is not there) opens its circuit; once
 * the open time is over a call reaches it again, and when it answers, its calls go through as before.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(CircuitSettings.ShortOpen.class)
class CircuitClosesWhenTheServiceAnswersAgainTest {

    private static final int THRESHOLD = 3;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aCallReachesTheServiceAgainAndItsAnswerClosesTheCircuit() {
        try (ScriptedService phoenix = new ScriptedService(path -> new ScriptedService.Answer(503, "down"))) {
            registry.publish(ExtraRegistrations.of("phoenix", phoenix.baseUrl(), Instant.now(), "phoenix_tool"),
                    Duration.ofSeconds(60), true);
            mcp.awaitTool("phoenix_tool");
            for (int call = 0; call < THRESHOLD; call++) {
                assertThat(callText()).contains("HTTP 503");
            }
            assertThat(callText()).contains("service 'phoenix' is temporarily unavailable", "retry in");

            phoenix.rescript(path -> ScriptedService.Answer.result("back", false));

            await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(200))
                    .until(() -> "back".equals(callText()));
            for (int call = 0; call < 5; call++) {
                assertThat(callText()).isEqualTo("back");
            }
        } finally {
            registry.withdraw("phoenix", "phoenix-1");
        }
    }

    private String callText() {
        return mcp.modern("tools/call").tool("phoenix_tool", "{}").then().statusCode(200).extract()
                .path("result.content[0].text");
    }
}
