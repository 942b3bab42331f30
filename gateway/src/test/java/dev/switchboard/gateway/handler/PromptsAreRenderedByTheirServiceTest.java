package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** {@code prompts/get} is rendered by the prompt's service, which also checks the required arguments. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PromptsAreRenderedByTheirServiceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aPromptIsRenderedByItsService() {
        mcp.awaitTool("fx_echo");
        McpSession session = mcp.session().open();
        session.request("prompts/get", "{\"name\":\"fx_greeting\",\"arguments\":{\"name\":\"Ada\"}}").then()
                .statusCode(200)
                .body("result.messages[0].content.text", equalTo("Hello, Ada"));
        session.request("prompts/get", "{\"name\":\"fx_greeting\",\"arguments\":{}}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
        mcp.modern("prompts/get").prompt("fx_greeting", "{\"name\":\"Bo\"}").then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.messages[0].content.text", equalTo("Hello, Bo"));
    }
}
