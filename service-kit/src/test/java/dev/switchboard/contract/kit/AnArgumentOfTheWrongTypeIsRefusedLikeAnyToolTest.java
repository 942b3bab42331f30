package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * An annotated tool's arguments pass the kit's schema check before the method runs, as a {@link ServiceTool}'s do:
 * a wrong type, a value out of its Bean Validation bounds or an unknown member is 400 with -32602 naming the property.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnArgumentOfTheWrongTypeIsRefusedLikeAnyToolTest {

    private static final String VALID = "\"traveller\": \"Ada\", \"mode\": \"WALK\", \"stops\": [], \"insured\": false";

    @Test
    void aStringForAnIntIsRefusedNamingTheProperty() {
        given().contentType("application/json")
                .body("{\"arguments\": {" + VALID + ", \"people\": \"two\"}, " + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/tripPlan")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("message", startsWith("Invalid arguments for tool 'tripPlan'"))
                .body("data.property", equalTo("people"))
                .body("data.rule", equalTo("type"));
    }

    @Test
    void aNumberOverItsMaxIsRefusedNamingTheRule() {
        given().contentType("application/json")
                .body("{\"arguments\": {" + VALID + ", \"people\": 12}, " + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/tripPlan")
                .then().statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("people"))
                .body("data.rule", equalTo("maximum"));
    }

    @Test
    void anUnknownEnumConstantIsRefused() {
        given().contentType("application/json")
                .body("{\"arguments\": {\"traveller\": \"Ada\", \"mode\": \"FLY\", \"stops\": [], \"people\": 1,"
                        + " \"insured\": false}, " + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/tripPlan")
                .then().statusCode(400)
                .body("data.property", equalTo("mode"))
                .body("data.rule", equalTo("enum"));
    }
}
