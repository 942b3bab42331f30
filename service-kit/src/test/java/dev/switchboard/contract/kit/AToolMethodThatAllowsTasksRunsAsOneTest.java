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
 * A {@link Tool} method that allows tasks is handed back as a task when the gateway allows one, and runs when the
 * task's worker calls it; without the gateway's permission it runs at once.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolMethodThatAllowsTasksRunsAsOneTest {

    private static io.restassured.response.ValidatableResponse call(String fields) {
        return given().contentType("application/json")
                .body("{\"arguments\":{},\"context\":{" + Callers.ANONYMOUS + fields + "}}")
                .when().post("/internal/v1/tools/kitGauge").then().statusCode(200);
    }

    @Test
    void aCallTheGatewayAllowsAsATaskIsHandedBackUnrun() {
        call(",\"taskAllowed\":true").body("resultType", equalTo("task")).body("$", not(hasKey("content")));
    }

    @Test
    void theTasksWorkerRunsTheMethod() {
        call(",\"taskAllowed\":true,\"taskId\":\"t-7\"").body("resultType", equalTo("complete"))
                .body("structuredContent.taskId", equalTo("t-7"));
    }

    @Test
    void withoutPermissionTheMethodRunsAtOnce() {
        call("").body("resultType", equalTo("complete")).body("structuredContent.taskId", equalTo("none"));
    }
}
