package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static net.javacrumbs.jsonunit.assertj.JsonAssertions.json;

/**
 * The manifest's schemas of an annotated tool come from its signature: a string with its Bean Validation bounds and
 * description, an enum's constants, a list of closed records (an optional component not required), an optional
 * argument not required, an int with its bounds, a boolean; the returned record is the output schema.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheSchemaFollowsTheSignatureTest {

    private static String manifest() {
        return given().when().get("/internal/v1/manifest").then().statusCode(200).extract().body().asString();
    }

    @Test
    void theInputSchemaFollowsTheParameters() {
        assertThatJson(manifest()).inPath("$.tools[?(@.name == 'tripPlan')].inputSchema").isArray()
                .containsExactly(json("""
                        {"type": "object",
                         "properties": {
                           "traveller": {"type": "string", "minLength": 1, "maxLength": 40,
                                         "description": "Who travels."},
                           "mode": {"type": "string", "enum": ["WALK", "CYCLE", "DRIVE"]},
                           "stops": {"type": "array", "items": {
                             "type": "object",
                             "properties": {
                               "place": {"type": "string", "minLength": 1, "pattern": "\\\\S",
                                         "description": "Where to stop."},
                               "nights": {"type": "integer"}},
                             "required": ["place"],
                             "additionalProperties": false}},
                           "budget": {"type": "integer"},
                           "people": {"type": "integer", "minimum": 1, "maximum": 9},
                           "insured": {"type": "boolean"}},
                         "required": ["traveller", "mode", "stops", "people", "insured"],
                         "additionalProperties": false}"""));
    }

    @Test
    void theOutputSchemaFollowsTheReturnedRecord() {
        assertThatJson(manifest()).inPath("$.tools[?(@.name == 'tripPlan')].outputSchema").isArray()
                .containsExactly(json("""
                        {"type": "object",
                         "properties": {"summary": {"type": "string"}, "nights": {"type": "integer"}},
                         "required": ["summary", "nights"],
                         "additionalProperties": false}"""));
    }
}
