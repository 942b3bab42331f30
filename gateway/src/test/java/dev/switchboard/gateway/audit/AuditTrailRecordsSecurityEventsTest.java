package dev.switchboard.gateway.audit;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.hasItem;

/** Policy denials, quota hits and admin changes are in the tenant's audit trail, readable through the admin API. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AuditTrailRecordsSecurityEventsTest {

    @Test
    void deniesQuotaHitsKeyUseAndAdminChangesAreRecorded() {
        SecuredGateway.putTenant("audited", "{\"quotas\":{\"requestsPerMinute\":1}}");
        String key = SecuredGateway.admin().body("{\"subject\":\"auditee\",\"scopes\":[]}")
                .post("/admin/v1/tenants/audited/api-keys").then().statusCode(201).extract().path("key");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(key);
        client.awaitTool("fx_echo");
        client.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").then().statusCode(403);
        client.modern("tools/list").then().statusCode(429);

        org.awaitility.Awaitility.await().untilAsserted(() -> SecuredGateway.admin()
                .get("/admin/v1/tenants/audited/audit").then().statusCode(200)
                .body("action", hasItem("admin.tenant.put"))
                .body("action", hasItem("admin.api-key.create"))
                .body("action", hasItem("apikey.used"))
                .body("action", hasItem("policy.denied"))
                .body("action", hasItem("quota.exceeded")));
    }
}
