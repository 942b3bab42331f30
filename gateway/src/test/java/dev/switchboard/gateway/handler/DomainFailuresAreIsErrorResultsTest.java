package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A tool's own failure is a result with {@code isError: true} the model can read, not a protocol error. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DomainFailuresAreIsErrorResultsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aDomainFailureIsAnIsErrorResult() {
        mcp.awaitTool("fx_fail");
        mcp.modern("tools/call").tool("fx_fail", "{}").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", equalTo("The fixture failed on purpose"));
    }
}
