package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;

/** Tenant A's task id, presented by tenant B, answers like an unknown task to get, update and cancel alike. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsTaskIsUnknownTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void tenantBCanNeitherReadNorAnswerNorCancelTenantAsTask() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_task_sleep");
        String id = tenantA.modern("tools/call").capabilities(McpTestClient.TASKS_CAPABILITIES)
                .tool("fx_task_sleep", "{\"millis\":20000}").then().statusCode(200).extract().path("result.taskId");

        for (String method : new String[] { "tasks/get", "tasks/cancel" }) {
            tenantB.modern(method).capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                    .body("error.code", equalTo(-32602));
        }
        tenantB.modern("tasks/update").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id)
                .and("\"inputResponses\":{}").then().body("error.code", equalTo(-32602));

        tenantA.modern("tasks/get").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .body("result.status", equalTo("working"));
        tenantA.modern("tasks/cancel").capabilities(McpTestClient.TASKS_CAPABILITIES).task(id).then()
                .body("result.resultType", equalTo("complete"));
    }
}
