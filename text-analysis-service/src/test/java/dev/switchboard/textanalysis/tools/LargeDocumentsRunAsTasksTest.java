package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

/**
 * summarizeText and extractEntities support tasks: a document over 256 KiB runs as one when the gateway allows it, a
 * smaller one answers at once, and analyzeText (fast on any allowed size) never does.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LargeDocumentsRunAsTasksTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LARGE = "The gateway routes every call to the service that owns the tool. "
            .repeat(5_000);

    private static io.restassured.response.ValidatableResponse call(String tool, String text) {
        ObjectNode body = JSON.createObjectNode();
        body.putObject("arguments").put("text", text);
        body.putObject("context").put("requestId", "test").put("tenant", "acme").put("subject", "tester")
                .put("taskAllowed", true);
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/tools/" + tool).then().statusCode(200);
    }

    @Test
    void aLargeDocumentIsHandedToTheGatewayAsATask() {
        call("summarizeText", LARGE).body("resultType", equalTo("task"));
        call("extractEntities", LARGE).body("resultType", equalTo("task"));
    }

    @Test
    void aShortTextAnswersAtOnce() {
        call("summarizeText", "One sentence. Another one.").body("resultType", equalTo("complete"));
        call("analyzeText", LARGE).body("resultType", equalTo("complete"));
    }
}
