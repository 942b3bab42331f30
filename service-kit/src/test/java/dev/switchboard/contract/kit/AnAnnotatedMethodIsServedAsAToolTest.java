package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * A {@link Tool} method of a {@link ToolBean} is listed in the manifest with its descriptor and hints, and a call binds
 * the JSON arguments to its parameters (records, enums, lists, an absent optional) and answers its record as
 * structured content, or its string as text.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnAnnotatedMethodIsServedAsAToolTest {

    @Test
    void theManifestListsItWithItsDescriptorAndHints() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("tools.find { it.name == 'tripPlan' }.title", equalTo("Plan a trip"))
                .body("tools.find { it.name == 'tripPlan' }.description", equalTo("Plans a trip."))
                .body("tools.find { it.name == 'tripPlan' }.annotations.readOnlyHint", equalTo(true))
                .body("tools.find { it.name == 'tripPlan' }.annotations.openWorldHint", equalTo(false))
                .body("tools.find { it.name == 'tripPlan' }.annotations.destructiveHint", nullValue())
                .body("tools.find { it.name == 'tripCancel' }.outputSchema", nullValue());
    }

    @Test
    void aCallIsBoundToTheParametersAndAnswersTheRecord() {
        given().contentType("application/json").body("""
                {"arguments": {"traveller": "Ada", "mode": "CYCLE", "people": 2, "insured": true,
                               "stops": [{"place": "Lyon", "nights": 2}, {"place": "Turin"}]},
                 "context": {%s}}""".formatted(Callers.ANONYMOUS))
                .when().post("/internal/v1/tools/tripPlan")
                .then().statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.summary", equalTo("Ada goes by CYCLE to 2 places for 2 people, insured"))
                .body("structuredContent.nights", equalTo(3))
                .body("content[0].text", equalTo(
                        "{\"summary\":\"Ada goes by CYCLE to 2 places for 2 people, insured\",\"nights\":3}"));
    }

    @Test
    void aStringIsAnsweredAsText() {
        given().contentType("application/json")
                .body("{\"arguments\": {\"reason\": \"rain\"}, " + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/tripCancel")
                .then().statusCode(200)
                .body("content[0].type", equalTo("text"))
                .body("content[0].text", equalTo("Cancelled: rain"))
                .body("structuredContent", nullValue());
    }
}
