package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Arguments are checked against the tool's input schema before any call: -32602 naming property and rule. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ArgumentsAreValidatedBeforeForwardingTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_echo");
    }

    private ValidatableResponse call(String arguments) {
        return mcp.modern("tools/call").tool("fx_echo", arguments).then();
    }

    @Test
    void aMissingRequiredPropertyIsNamed() {
        call("{}").statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.property", equalTo("text"))
                .body("error.data.rule", equalTo("required"))
                .body("error.message", containsString("fx_echo"));
    }

    @Test
    void aBoundBreachNamesPropertyAndRule() {
        call("{\"text\":\"a\",\"times\":9}").statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.property", equalTo("times"))
                .body("error.data.rule", equalTo("maximum"));
    }

    @Test
    void aWrongTypeNamesPropertyAndRule() {
        call("{\"text\":42}").statusCode(200)
                .body("error.data.property", equalTo("text"))
                .body("error.data.rule", equalTo("type"));
    }

    @Test
    void anUnexpectedPropertyIsNamed() {
        call("{\"text\":\"a\",\"colour\":\"red\"}").statusCode(200)
                .body("error.data.property", equalTo("colour"))
                .body("error.data.rule", equalTo("additionalProperties"));
    }

    @Test
    void argumentsThatAreNotAnObjectAreRefused() {
        call("[1,2]").statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("must be a JSON object"));
    }
}
