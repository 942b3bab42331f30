package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A tool whose descriptor names the tenants it is for runs for their callers only: any other caller gets the answer of
 * an unknown tool, whatever the gateway's lists showed it. The manifest still lists the tool with its tenants, for the
 * gateway to hide it from the others.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolForNamedTenantsIsUnknownToEveryOtherCallerTest {

    @Test
    void aNamedTenantsCallRuns() {
        given().contentType("application/json")
                .body("{\"arguments\":{},\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/tools/kitTeamNotes")
                .then().statusCode(200)
                .body("content[0].text", equalTo("called by acme"));
    }

    @Test
    void anotherTenantsCallIsAnUnknownTool() {
        given().contentType("application/json").body("{\"arguments\":{},\"context\":{" + Callers.T_S + "}}")
                .when().post("/internal/v1/tools/kitTeamNotes")
                .then().statusCode(404)
                .body("message", equalTo("Unknown tool: kitTeamNotes"));
    }

    @Test
    void theManifestNamesTheTenants() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("tools.find { it.name == 'kitTeamNotes' }.tenants", hasItem("acme"));
    }
}
