package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.util.UUID;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.LegacySession;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * Deleting a tenant ends what it left: its session streams and HTTP+SSE sessions end at once, its sessions and tasks
 * are gone, and a tenant made again under its name, with a key for the same subject, inherits nothing: the old session
 * id answers 404, the old task is unknown, and its sessions, tasks, audit trail and usage history start empty.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class DeletingATenantEndsAllItLeftTest {

    @Inject
    TaskStore tasks;

    @Test
    void itsSessionsStreamsAndTasksEndAndItsNameStartsAfresh() {
        String tenant = "doomed-" + UUID.randomUUID().toString().substring(0, 8);
        SecuredGateway.putTenant(tenant, "{}");
        String oldKey = SecuredGateway.apiKey(tenant, "bot");
        McpTestClient old = McpTestClient.ofTestedApp().withBearer(oldKey);
        old.awaitTool("fx_task_sleep");
        McpSession session = old.session().open();
        SseStream standalone = session.openStream();
        assertThat(standalone.awaitStatus()).isEqualTo(200);
        LegacySession legacy = old.legacy().initialize("2024-11-05");
        String taskId = old.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":30000}").then().statusCode(200).extract().path("result.taskId");
        SecuredGateway.admin().get("/admin/v1/tenants/" + tenant + "/sessions").then()
                .body("subjects.bot.id", hasItem(session.id()));

        SecuredGateway.admin().delete("/admin/v1/tenants/" + tenant).then().statusCode(204);

        standalone.awaitEnd();
        legacy.stream().awaitEnd();
        assertThat(tasks.load(taskId)).isEmpty();
        old.modern("tools/list").then().statusCode(401);

        SecuredGateway.putTenant(tenant, "{}");
        McpTestClient reborn = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey(tenant, "bot"));
        session.via(reborn).request("tools/list", "{}").then().statusCode(404);
        reborn.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId).then()
                .body("error.code", equalTo(-32602));
        SecuredGateway.admin().get("/admin/v1/tenants/" + tenant + "/sessions").then().statusCode(200)
                .body("subjects", anEmptyMap());
        SecuredGateway.admin().get("/admin/v1/tenants/" + tenant + "/tasks").then().statusCode(200)
                .body("tasks", empty());
        SecuredGateway.admin().get("/admin/v1/tenants/" + tenant + "/audit").then().statusCode(200)
                .body(not(containsString(oldKey.substring(4, oldKey.indexOf('_', 4)))));
        reborn.session().open().request("tools/list", "{}").then().statusCode(200);
    }

    @Test
    void itsUsageHistoryIsNotInherited() {
        String tenant = "billed-" + UUID.randomUUID().toString().substring(0, 8);
        SecuredGateway.putTenant(tenant, "{}");
        McpTestClient caller = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey(tenant, "bot"));
        caller.awaitTool("fx_echo");
        caller.modern("tools/call").tool("fx_echo", "{\"text\":\"billed\"}").then().statusCode(200);
        String history = "/admin/v1/tenants/" + tenant + "/usage/history";
        Awaitility.await().atMost(Duration.ofSeconds(45)).until(() -> "1".equals(SecuredGateway.admin().get(history)
                .then().statusCode(200).extract().jsonPath().getString("totals.fx_echo.calls")));

        SecuredGateway.admin().delete("/admin/v1/tenants/" + tenant).then().statusCode(204);
        SecuredGateway.putTenant(tenant, "{}");

        SecuredGateway.admin().get(history).then().statusCode(200).body("totals", anEmptyMap());
    }
}
