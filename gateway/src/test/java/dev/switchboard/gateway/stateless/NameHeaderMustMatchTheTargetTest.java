package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** A call, prompt or read mirrors its target into {@code Mcp-Name}: required, and equal to the body's. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class NameHeaderMustMatchTheTargetTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aCallWithoutTheNameHeaderIsHeaderMismatch() {
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").withoutHeader("Mcp-Name").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Name"));
    }

    @Test
    void aNameHeaderDifferentFromTheBodyIsHeaderMismatch() {
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").header("Mcp-Name", "fx_fail").then()
                .statusCode(400)
                .body("error.code", equalTo(-32020));
    }
}
