package dev.switchboard.gateway.session;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/**
 * JSON-RPC batches exist only in sessions negotiated at 2025-03-26: one response per request, initialize refused
 * inside; other revisions, and requests outside a session, are refused whole.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class BatchesOnlyIn20250326Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_echo");
    }

    @Test
    void a20250326SessionGetsOneResponsePerRequestInTheBatch() {
        McpSession session = mcp.session().version("2025-03-26").open();
        session.post("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},"
                + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"},"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"b\"}}},"
                + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{}}]")
                .then().statusCode(200)
                .body("$", hasSize(3))
                .body("id", containsInAnyOrder(1, 2, 3))
                .body("find { it.id == 2 }.result.structuredContent.echo", equalTo("b"))
                .body("find { it.id == 3 }.error.code", equalTo(-32600));
    }

    @Test
    void aCallInABatchCannotAskTheClientForInput() {
        McpSession session = mcp.session().version("2025-03-26").capabilities("{\"sampling\":{}}").open();
        session.post("[{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_sample\","
                + "\"arguments\":{}}}]")
                .then().statusCode(200)
                .body("[0].result.isError", equalTo(true))
                .body("[0].result.content[0].text", containsString("cannot be requested on this transport"));
    }

    @Test
    void laterRevisionsRejectBatches() {
        McpSession session = mcp.session().version("2025-11-25").open();
        session.post("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]").then().statusCode(400)
                .body("error.code", equalTo(-32600));
    }

    @Test
    void batchesOutsideASessionAreRejected() {
        mcp.given().contentType("application/json").body("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]")
                .post("/mcp").then().statusCode(400);
    }
}
