package dev.switchboard.gateway.forward;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** A call that outlives the tool's timeout becomes an {@code isError} result naming the service and the limit. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CallsOverTheirTimeoutNameTheServiceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aCallOverItsTimeoutNamesTheServiceThatTimedOut() {
        mcp.awaitTool("fx_slow");
        mcp.modern("tools/call").tool("fx_slow", "{\"millis\":3000}").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", allOf(containsString("gateway-fixtures"), containsString("400 ms")));
    }
}
