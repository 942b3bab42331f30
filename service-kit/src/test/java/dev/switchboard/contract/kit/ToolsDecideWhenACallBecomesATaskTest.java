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
 * When the gateway allows a call to become a task and the tool supports tasks, the tool decides: yes answers
 * {@code resultType: "task"} without running it; the task's worker then calls it with the task id, and it runs.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolsDecideWhenACallBecomesATaskTest {

    /** A call from the anonymous caller whose context has {@code fields} (JSON members) besides the caller. */
    private static io.restassured.response.ValidatableResponse call(String tool, String arguments, String fields) {
        return given().contentType("application/json")
                .body("{\"arguments\":" + arguments + ",\"context\":{" + Callers.ANONYMOUS
                        + (fields.isEmpty() ? "" : "," + fields) + "}}")
                .when().post("/internal/v1/tools/" + tool).then().statusCode(200);
    }

    @Test
    void theManifestSaysTheToolSupportsTasks() {
        given().when().get("/internal/v1/manifest").then().statusCode(200)
                .body("tools.find { it.name == 'kitLong' }.execution.taskSupport", equalTo("optional"))
                .body("tools.find { it.name == 'kitEcho' }", not(hasKey("execution")));
    }

    @Test
    void aCallTheToolWantsAsATaskIsHandedBackUnrun() {
        call("kitLong", "{\"items\":50}", "\"taskAllowed\":true")
                .body("resultType", equalTo("task"))
                .body("$", not(hasKey("content")));
    }

    @Test
    void aSmallCallRunsAtOnceEvenWhenATaskIsAllowed() {
        call("kitLong", "{\"items\":2}", "\"taskAllowed\":true")
                .body("resultType", equalTo("complete"))
                .body("structuredContent.inTask", equalTo(false));
    }

    @Test
    void theTasksWorkerRunsTheCall() {
        call("kitLong", "{\"items\":50}", "\"taskAllowed\":true,\"taskId\":\"t-1\"")
                .body("resultType", equalTo("complete"))
                .body("structuredContent.taskId", equalTo("t-1"));
    }

    @Test
    void withoutPermissionOrSupportTheCallRuns() {
        call("kitLong", "{\"items\":50}", "").body("resultType", equalTo("complete"));
        call("kitEcho", "{\"text\":\"hi\"}", "\"taskAllowed\":true").body("resultType", equalTo("complete"));
    }
}
