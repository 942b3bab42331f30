package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

/**
 * A {@link Tool} method's cache time, timeout, idempotence and task support reach the manifest as a
 * {@link ServiceTool}'s descriptor gives them; a method that names none leaves them to the gateway.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolMethodCarriesTheGatewaysSettingsTest {

    @Test
    void theManifestGivesTheSettingsTheMethodNames() {
        given().when().get("/internal/v1/manifest").then().statusCode(200)
                .body("tools.find { it.name == 'kitGauge' }.cacheTtlMs", equalTo(60_000))
                .body("tools.find { it.name == 'kitGauge' }.timeoutMs", equalTo(5_000))
                .body("tools.find { it.name == 'kitGauge' }.idempotent", equalTo(true))
                .body("tools.find { it.name == 'kitGauge' }.annotations.idempotentHint", equalTo(true))
                .body("tools.find { it.name == 'kitGauge' }.execution.taskSupport", equalTo("optional"));
    }

    @Test
    void aMethodThatNamesNoneLeavesThemOut() {
        given().when().get("/internal/v1/manifest").then().statusCode(200)
                .body("tools.find { it.name == 'tripPlan' }", not(hasKey("cacheTtlMs")))
                .body("tools.find { it.name == 'tripPlan' }", not(hasKey("timeoutMs")))
                .body("tools.find { it.name == 'tripPlan' }", not(hasKey("idempotent")))
                .body("tools.find { it.name == 'tripPlan' }", not(hasKey("execution")));
    }
}
