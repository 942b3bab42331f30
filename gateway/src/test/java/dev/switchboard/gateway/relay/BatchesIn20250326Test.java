package dev.switchboard.gateway.relay;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.initialize;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class BatchesIn20250326Test {

    @Test
    void a20250326SessionGetsOneResponsePerRequestInTheBatch() {
        awaitTool("fx_echo");
        String id = initialize("2025-03-26");
        given().contentType("application/json").header("Mcp-Session-Id", id)
                .body("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},"
                        + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"},"
                        + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"b\"}}},"
                        + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{}}]")
                .post("/mcp").then().statusCode(200)
                .body("$", hasSize(3))
                .body("id", containsInAnyOrder(1, 2, 3))
                .body("find { it.id == 2 }.result.structuredContent.echo", equalTo("b"))
                .body("find { it.id == 3 }.error.code", equalTo(-32600));
    }

    @Test
    void laterRevisionsRejectBatches() {
        String id = initialize("2025-11-25");
        given().contentType("application/json").header("Mcp-Session-Id", id)
                .body("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32600));
    }
}
