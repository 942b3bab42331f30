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
import static org.hamcrest.Matchers.equalTo;

/**
 * Answers that say the service is there never open its circuit, however many come in a row: {@code isError} results,
 * contract refusals, the kit's internal error for a handler that crashed, and a slow tool over its own timeout. Every
 * call still reaches the service.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(CircuitSettings.LongOpen.class)
class ToolErrorsAndRefusalsLeaveTheCircuitClosedTest {

    private static final int MORE_THAN_THE_THRESHOLD = 5;

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void toolErrorsRefusalsAndCrashedHandlersKeepReachingTheService() {
        try (ScriptedService judge = new ScriptedService(path -> switch (path) {
            case "/internal/v1/tools/judge_error" -> ScriptedService.Answer.result("no such order", true);
            case "/internal/v1/tools/judge_refuse" -> new ScriptedService.Answer(400,
                    "{\"code\":-32602,\"message\":\"not like that\"}");
            case "/internal/v1/tools/judge_crash" -> new ScriptedService.Answer(500,
                    "{\"code\":-32603,\"message\":\"Internal error in service judge\"}");
            default -> ScriptedService.Answer.result("fine", false);
        })) {
            registry.publish(ExtraRegistrations.of("judge", judge.baseUrl(), Instant.now(), "judge_error",
                    "judge_refuse", "judge_crash", "judge_ok"), Duration.ofSeconds(60), true);
            mcp.awaitTool("judge_ok");

            for (int call = 0; call < MORE_THAN_THE_THRESHOLD; call++) {
                mcp.modern("tools/call").tool("judge_error", "{}").then().statusCode(200)
                        .body("result.isError", equalTo(true))
                        .body("result.content[0].text", equalTo("no such order"));
            }
            for (int call = 0; call < MORE_THAN_THE_THRESHOLD; call++) {
                mcp.modern("tools/call").tool("judge_refuse", "{}").then()
                        .body("error.message", equalTo("not like that"));
            }
            for (int call = 0; call < MORE_THAN_THE_THRESHOLD; call++) {
                assertThat(text("judge_crash")).contains("Internal error in service judge");
            }
            assertThat(judge.requests()).isEqualTo(3 * MORE_THAN_THE_THRESHOLD);
            assertThat(text("judge_ok")).isEqualTo("fine");
        } finally {
            registry.withdraw("judge", "judge-1");
        }
    }

    @Test
    void aSlowToolOverItsTimeoutLeavesItsServiceReachable() {
        mcp.awaitTool("fx_slow");
        for (int call = 0; call < MORE_THAN_THE_THRESHOLD; call++) {
            assertThat(text("fx_slow", "{\"millis\":1500}")).contains("did not answer within");
        }
        assertThat(text("fx_echo", "{\"text\":\"still here\"}")).doesNotContain("temporarily unavailable");
    }

    private String text(String tool) {
        return text(tool, "{}");
    }

    private String text(String tool, String arguments) {
        return mcp.modern("tools/call").tool(tool, arguments).then().statusCode(200).extract()
                .path("result.content[0].text");
    }
}
