package dev.switchboard.gateway.telemetry;

import java.net.URL;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SettingsNoOtherTestNotices;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * With traces off (the default outside tests) the gateway takes no part in a trace: a caller's {@code traceparent}
 * does not travel on to the service. The operation histogram still counts the call.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SettingsNoOtherTestNotices.class)
class TracesOffLeaveNoTraceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void theServiceGetsNoTraceparentAndTheCallIsStillCounted() throws Exception {
        try (TraceProbe service = TraceProbe.start(registry, "untraced-probe", "untraced_probe")) {
            mcp.awaitTool("untraced_probe");

            mcp.modern("tools/call").tool("untraced_probe", "{}")
                    .meta("\"traceparent\":\"00-" + TestSpans.newTraceId() + "-2122232425262728-01\"").then()
                    .statusCode(200);

            assertThat(service.traceparent()).isEqualTo("none");
        }
        String scraped = given().get(metrics).then().statusCode(200).extract().asString();
        assertThat(scraped).containsPattern("mcp_server_operation_duration_seconds_count\\{[^}]*error_type=\"\""
                + "[^}]*gen_ai_tool_name=\"untraced_probe\"[^}]*mcp_method_name=\"tools/call\"[^}]*\\} 1\\.0");
    }
}
