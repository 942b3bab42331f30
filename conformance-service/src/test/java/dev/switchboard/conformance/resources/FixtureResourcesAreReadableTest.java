package dev.switchboard.conformance.resources;

import java.util.Base64;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class FixtureResourcesAreReadableTest {

    static ValidatableResponse read(String uri) {
        ObjectNode body = InternalCalls.JSON.createObjectNode().put("uri", uri);
        body.set("context", InternalCalls.context());
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/resources/read")
                .then();
    }

    @Test
    void staticTextIsPlainText() {
        read("test://static-text").statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("contents", hasSize(1))
                .body("contents[0].uri", equalTo("test://static-text"))
                .body("contents[0].mimeType", equalTo("text/plain"))
                .body("contents[0].text", equalTo(FixtureResources.STATIC_TEXT_CONTENT));
    }

    @Test
    void staticBinaryIsAPngBlob() {
        String blob = read("test://static-binary").statusCode(200)
                .body("contents[0].mimeType", equalTo("image/png"))
                .extract().path("contents[0].blob");
        assertThat(Base64.getDecoder().decode(blob)).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void theTemplateAnswersAJsonRecordNamingTheId() {
        read("test://template/123/data").statusCode(200)
                .body("contents[0].uri", equalTo("test://template/123/data"))
                .body("contents[0].mimeType", equalTo("application/json"))
                .body("contents[0].text", containsString("\"id\":\"123\""));
    }

    @Test
    void aPercentEncodedIdIsDecoded() {
        read("test://template/caf%C3%A9%20au%20lait/data").statusCode(200)
                .body("contents[0].text", containsString("\"id\":\"café au lait\""));
    }

    @Test
    void anUnknownResourceIsNotFoundWithItsUri() {
        read("test://nonexistent-resource-for-conformance-testing").statusCode(404)
                .body("code", equalTo(-32002))
                .body("data.uri", equalTo("test://nonexistent-resource-for-conformance-testing"));
        read("test://template/1/2/data").statusCode(404);
        read("test://template/%ZZ/data").statusCode(404);
    }
}
