package dev.switchboard.gateway.tenant;

import java.time.Duration;
import java.util.UUID;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.access.TenantStore;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;

/**
 * A session and a task belong to the incarnation of their tenant they were made in. With the tenant's record deleted
 * and made again straight in Redis, so that nothing ended them and even the caller's key still works, the same key's
 * requests on them answer as if they never existed (404 for the session), while the key opens new ones.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ASessionOfAnEarlierIncarnationIsUnknownTest {

    @Inject
    TenantStore store;

    @Test
    void theSameKeyFindsNoSessionOrTaskOfTheEarlierIncarnation() {
        String tenant = "phoenix-" + UUID.randomUUID().toString().substring(0, 8);
        SecuredGateway.putTenant(tenant, "{}");
        McpTestClient caller = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey(tenant, "bot"));
        caller.awaitTool("fx_task_sleep");
        McpSession session = caller.session().open();
        String taskId = caller.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":30000}").then().statusCode(200).extract().path("result.taskId");
        session.request("ping", "{}").then().statusCode(200);

        store.delete(tenant);
        store.put(tenant, "{}");

        Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> session.request("ping", "{}").statusCode() == 404);
        caller.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(taskId).then()
                .body("error.code", equalTo(-32602));
        caller.session().open().request("ping", "{}").then().statusCode(200);
    }
}
