package dev.switchboard.gateway.telemetry;

import java.net.URL;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code mcp.server.operation.duration} is a histogram in seconds with the conventions' buckets and attributes; a tool
 * name becomes a label only when the caller's catalogue has that tool, so made-up names cannot grow the series.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OperationDurationHistogramIsPublishedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void callsAreCountedPerMethodToolAndErrorType() {
        mcp.awaitTool("fx_echo");
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"hi\"}").then().statusCode(200);
        mcp.modern("tools/call").tool("fx_fail", "{}").then().statusCode(200);
        mcp.modern("tools/call").tool("fx_made_up_name", "{}").post();

        String scraped = given().get(metrics).then().statusCode(200).extract().asString();
        assertThat(scraped).containsPattern("mcp_server_operation_duration_seconds_bucket\\{[^}]*error_type=\"\""
                + "[^}]*gen_ai_tool_name=\"fx_echo\"[^}]*mcp_method_name=\"tools/call\""
                + "[^}]*mcp_protocol_version=\"" + McpTestClient.MODERN_VERSION + "\"[^}]*le=\"0\\.01\"");
        assertThat(scraped).containsPattern(
                "mcp_server_operation_duration_seconds_count\\{[^}]*error_type=\"tool_error\"[^}]*gen_ai_tool_name=\"fx_fail\"");
        assertThat(scraped).containsPattern(
                "mcp_server_operation_duration_seconds_count\\{[^}]*error_type=\"-32602\"[^}]*gen_ai_tool_name=\"\"");
        assertThat(scraped).doesNotContain("fx_made_up_name");
    }
}
