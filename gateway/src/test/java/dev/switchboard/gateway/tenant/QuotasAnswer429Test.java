package dev.switchboard.gateway.tenant;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.RelayFixtureTools;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.notNullValue;

/**
 * Over a quota the answer is 429 with {@code Retry-After} and {@code data.retryAfterMs}: requests per minute per tenant
 * and per subject, concurrent calls, sessions per subject.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class QuotasAnswer429Test {

    @Test
    void theTenantsRequestsPerMinuteAreEnforced() {
        SecuredGateway.putTenant("rate-limited", "{\"quotas\":{\"requestsPerMinute\":3}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("rate-limited", "u"));
        for (int i = 0; i < 3; i++) {
            client.modern("tools/list").then().statusCode(200);
        }

        client.modern("tools/list").then().statusCode(429)
                .header("Retry-After", notNullValue())
                .body("error.code", equalTo(-32012))
                .body("error.data.retryAfterMs", greaterThan(0))
                .body("error.message", containsString("3 requests per minute"));
    }

    @Test
    void eachSubjectHasItsOwnAllowance() {
        SecuredGateway.putTenant("per-subject", "{\"quotas\":{\"requestsPerMinutePerSubject\":2}}");
        McpTestClient first = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("per-subject", "first"));
        McpTestClient second = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("per-subject", "second"));
        first.modern("tools/list").then().statusCode(200);
        first.modern("tools/list").then().statusCode(200);
        first.modern("tools/list").then().statusCode(429);

        second.modern("tools/list").then().statusCode(200);
    }

    @Test
    void concurrentCallsBeyondTheLimitAreRefused() {
        SecuredGateway.putTenant("one-at-a-time", "{\"quotas\":{\"concurrentCalls\":1}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("one-at-a-time", "u"));
        client.awaitTool("fx_cancellable");
        RelayFixtureTools.resetCancellable();
        try (SseStream running = client.modern("tools/call").tool("fx_cancellable", "{}").progressToken("1").stream()) {
            org.awaitility.Awaitility.await().untilTrue(RelayFixtureTools.STARTED);

            client.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").then().statusCode(429)
                    .body("error.data.limit", equalTo("concurrent_calls"));
        }
        org.awaitility.Awaitility.await().untilTrue(RelayFixtureTools.CANCELLED);
        org.awaitility.Awaitility.await().until(() -> client.modern("tools/call")
                .tool("fx_echo", "{\"text\":\"after\"}").post().statusCode() == 200);
    }

    @Test
    void aSubjectCannotOpenMoreSessionsThanAllowed() {
        SecuredGateway.putTenant("few-sessions", "{\"quotas\":{\"sessionsPerSubject\":2}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("few-sessions", "u"));
        McpSession first = client.session().open();
        client.session().open();

        client.session().initialize().then().statusCode(429).header("Retry-After", notNullValue());

        first.delete().then().statusCode(204);
        client.session().open();
    }

    @Test
    void aRefusalInsideABatchIsItsJsonRpcError() {
        SecuredGateway.putTenant("batch-limited", "{\"quotas\":{\"requestsPerMinute\":2}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("batch-limited", "u"));
        McpSession session = client.session().version("2025-03-26").open();
        List<Integer> codes = session.post("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}]")
                .then().statusCode(200).extract().path("error.code");
        assertThat(codes).contains(-32012);
    }

    @Test
    void aTenantHoldsNoMoreTasksThanItsQuota() {
        SecuredGateway.putTenant("few-tasks", "{\"quotas\":{\"tasks\":1}}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("few-tasks", "u"));
        client.awaitTool("fx_task_sleep");
        client.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":10}").then().statusCode(200)
                .body("result.resultType", equalTo("task"));

        client.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":10}").then().statusCode(429)
                .header("Retry-After", notNullValue())
                .body("error.data.limit", equalTo("tasks"))
                .body("error.message", containsString("1 tasks"));
    }
}
