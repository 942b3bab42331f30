package dev.switchboard.conformance.headers;

import org.junit.jupiter.api.Test;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.tool;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HeaderParamToolMarksItsArgumentForAHeaderTest {

    @Test
    void theManifestKeepsTheHeaderMarkOnTheArgument() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("tools.find { it.name == 'test_header_param' }.inputSchema.properties.region.'x-mcp-header'",
                        equalTo("Region"));
    }

    @Test
    void theCallEchoesTheArgument() {
        tool("test_header_param", call(InternalCalls.fields().put("region", "=?base64?SGVsbG8="),
                InternalCalls.context())).statusCode(200)
                .body("content[0].text", equalTo("Region: =?base64?SGVsbG8="));
    }
}
