package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CallerDependentResourcesAreListedPerCallerTest {

    @Test
    void theManifestSaysTheListIsDynamicAndCarriesOnlyTheSharedResources() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("dynamicResources", equalTo(true))
                .body("resources.uri", contains("kit://shared"));
    }

    @Test
    void eachTenantGetsItsOwnListAndTheSharedOnes() {
        list("{\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\",\"sessionId\":\"s-1\"}}")
                .body("resources.uri", contains("kit://shared", "kit://acme/inbox"));
        list("{\"context\":{\"tenant\":\"globex\",\"subject\":\"bob\"}}")
                .body("resources.uri", contains("kit://shared", "kit://globex/inbox"))
                .body("resources[1].mimeType", equalTo("text/plain"));
    }

    private static io.restassured.response.ValidatableResponse list(String body) {
        return given().contentType("application/json").body(body)
                .when().post("/internal/v1/resources/list")
                .then().statusCode(200);
    }
}
