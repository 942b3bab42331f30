package dev.switchboard.gateway.modern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ArgumentsAreValidatedBeforeForwardingTest {

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_echo");
    }

    private static io.restassured.response.ValidatableResponse call(String arguments) {
        return modernRequest("tools/call", "\"name\":\"fx_echo\",\"arguments\":" + arguments)
                .header("Mcp-Name", "fx_echo").post("/mcp").then();
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

    @Test
    void anUnknownToolIsInvalidParams() {
        modernRequest("tools/call", "\"name\":\"nope\",\"arguments\":{}")
                .header("Mcp-Name", "nope").post("/mcp").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", containsString("Unknown tool: nope"));
    }
}
