package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * An operator or the tenant's own admin lists a tenant's durable tasks and cancels one: its caller then reads it as
 * cancelled, a second cancel is refused (409), and the cancel is audited. Another tenant's admin is refused, and a
 * task id of another tenant is unknown under this one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnAdminCancelsATenantsTaskTest {

    @Test
    void theOperatorListsAndCancelsATaskAndItsCallerSeesItCancelled() {
        SecuredGateway.putTenant("tasks-operated", "{}");
        SecuredGateway.putTenant("tasks-elsewhere", "{}");
        McpTestClient caller = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("tasks-operated", "task-starter"));
        String id = start(caller);

        SecuredGateway.admin().get("/admin/v1/tenants/tasks-operated/tasks").then().statusCode(200)
                .body("tasks.id", hasItem(id)).body("tasks.find { it.id == '" + id + "' }.subject",
                        equalTo("task-starter"))
                .body("tasks.find { it.id == '" + id + "' }.tool", equalTo("fx_task_sleep"))
                .body("tasks.find { it.id == '" + id + "' }.status", equalTo("working"));
        SecuredGateway.admin().get("/admin/v1/tenants/tasks-elsewhere/tasks").then().statusCode(200)
                .body("tasks.id", not(hasItem(id)));

        SecuredGateway.admin().post("/admin/v1/tenants/tasks-elsewhere/tasks/" + id + "/cancel").then()
                .statusCode(404);
        SecuredGateway.admin().post("/admin/v1/tenants/tasks-operated/tasks/" + id + "/cancel").then()
                .statusCode(200).body("status", equalTo("cancelled"));

        caller.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .body("result.status", equalTo("cancelled"));
        SecuredGateway.admin().post("/admin/v1/tenants/tasks-operated/tasks/" + id + "/cancel").then()
                .statusCode(409).body(containsString("already cancelled"));
        SecuredGateway.admin().get("/admin/v1/tenants/tasks-operated/audit").then().statusCode(200)
                .body(containsString("admin.task.cancel")).body(containsString(id));
    }

    @Test
    void aTenantAdminCancelsOnlyItsOwnTenantsTasks() {
        SecuredGateway.putTenant("tasks-owned", "{}");
        SecuredGateway.putTenant("tasks-foreign", "{}");
        McpTestClient caller = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tasks-owned", "runner"));
        String id = start(caller);

        String foreignAdmin = tenantAdminKey("tasks-foreign");
        RestAssured.given().header("Authorization", "Bearer " + foreignAdmin)
                .get("/admin/v1/tenants/tasks-owned/tasks").then().statusCode(403);
        RestAssured.given().header("Authorization", "Bearer " + foreignAdmin)
                .post("/admin/v1/tenants/tasks-owned/tasks/" + id + "/cancel").then().statusCode(403);
        caller.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .body("result.status", equalTo("working"));

        String ownAdmin = tenantAdminKey("tasks-owned");
        RestAssured.given().header("Authorization", "Bearer " + ownAdmin).get("/admin/v1/tenants/tasks-owned/tasks")
                .then().statusCode(200).body("tasks.id", hasItem(id));
        RestAssured.given().header("Authorization", "Bearer " + ownAdmin)
                .post("/admin/v1/tenants/tasks-owned/tasks/" + id + "/cancel").then().statusCode(200);
        caller.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .body("result.status", equalTo("cancelled"));
    }

    @Test
    void aPageSizeOutOfRangeIsRefusedNamingTheParameter() {
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/tasks?limit=0").then().statusCode(400)
                .body(containsString("limit"));
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/tasks?offset=first").then().statusCode(400)
                .body(containsString("offset"));
    }

    private static String start(McpTestClient caller) {
        caller.awaitTool("fx_task_sleep");
        return caller.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":30000}").then().statusCode(200).extract().path("result.taskId");
    }

    private static String tenantAdminKey(String tenant) {
        return SecuredGateway.admin().body("{\"subject\":\"" + tenant + "-admin\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract().path("key");
    }
}
