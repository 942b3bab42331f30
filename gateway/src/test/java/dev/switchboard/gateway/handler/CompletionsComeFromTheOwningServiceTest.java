package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

/** {@code completion/complete} goes to the service owning the referenced prompt or template. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CompletionsComeFromTheOwningServiceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void completionsComeFromThePromptsService() {
        mcp.awaitTool("fx_echo");
        mcp.session().open().request("completion/complete", "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"fx_greeting\"},"
                + "\"argument\":{\"name\":\"name\",\"value\":\"Al\"}}").then().statusCode(200)
                .body("result.completion.values", contains("Alice", "Albert"));
    }

    @Test
    void anUnknownReferenceIsInvalidParams() {
        mcp.modern("completion/complete").params("\"ref\":{\"type\":\"ref/prompt\",\"name\":\"nope\"},"
                + "\"argument\":{\"name\":\"x\",\"value\":\"\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}
