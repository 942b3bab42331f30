package dev.switchboard.gateway.modern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MirroredParamHeadersMustMatchTest {

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_region");
    }

    private static RequestSpecification call(String arguments) {
        return modernRequest("tools/call", "\"name\":\"fx_region\",\"arguments\":" + arguments)
                .header("Mcp-Name", "fx_region");
    }

    @Test
    void matchingHeadersPassIncludingBase64AndNumericForms() {
        call("{\"region\":\"Zürich\",\"count\":42}")
                .header("Mcp-Param-Region", "=?base64?WsO8cmljaA==?=")
                .header("Mcp-Param-Count", "42.0")
                .post("/mcp").then().statusCode(200)
                .body("result.structuredContent.region", equalTo("Zürich"));
    }

    @Test
    void aMissingHeaderForAPresentArgumentIsHeaderMismatch() {
        call("{\"region\":\"us-west1\"}")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020))
                .body("error.message", containsString("Mcp-Param-Region"));
    }

    @Test
    void aDifferentValueIsHeaderMismatch() {
        call("{\"region\":\"us-west1\"}").header("Mcp-Param-Region", "eu-west1")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void anAbsentArgumentNeedsNoHeader() {
        call("{\"query\":\"x\"}")
                .post("/mcp").then().statusCode(200)
                .body("result.structuredContent.query", equalTo("x"));
    }

    @Test
    void unpaddedBase64IsHeaderMismatch() {
        call("{\"region\":\"Hello\"}").header("Mcp-Param-Region", "=?base64?SGVsbG8?=")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }

    @Test
    void aBrokenBase64ValueIsHeaderMismatch() {
        call("{\"region\":\"x\"}").header("Mcp-Param-Region", "=?base64?***?=")
                .post("/mcp").then().statusCode(400)
                .body("error.code", equalTo(-32020));
    }
}
