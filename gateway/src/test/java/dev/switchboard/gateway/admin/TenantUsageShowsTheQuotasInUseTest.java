package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * {@code GET /admin/v1/tenants/{tenant}/usage} shows each quota beside what the tenant uses of it now: requests in the
 * minute's window and live sessions; a tenant admin reads its own tenant's usage only.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantUsageShowsTheQuotasInUseTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void usageCountsTheRequestsAndSessionsOfTheTenant() {
        SecuredGateway.putTenant("usage-metered", "{\"quotas\":{\"requestsPerMinute\":6,\"sessionsPerSubject\":4}}");
        SecuredGateway.admin().get("/admin/v1/tenants/usage-metered/usage").then().statusCode(200)
                .body("requestsPerMinute.used", equalTo(0)).body("requestsPerMinute.limit", equalTo(6))
                .body("sessions.used", equalTo(0)).body("sessions.limitPerSubject", equalTo(4))
                .body("concurrentCalls.limit", equalTo(0));

        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("usage-metered", "u"));
        for (int i = 0; i < 3; i++) {
            client.modern("tools/list").then().statusCode(200);
        }
        client.session().open();

        SecuredGateway.admin().get("/admin/v1/tenants/usage-metered/usage").then().statusCode(200)
                .body("requestsPerMinute.used", equalTo(4)).body("sessions.used", equalTo(1));
        SecuredGateway.putTenant("unmetered", "{}");
        SecuredGateway.admin().get("/admin/v1/tenants/unmetered/usage").then().statusCode(200)
                .body("requestsPerMinute.used", nullValue()).body("requestsPerMinute.limit", equalTo(0));

        RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"))
                .get("/admin/v1/tenants/tenant-a/usage").then().statusCode(200);
        RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"))
                .get("/admin/v1/tenants/usage-metered/usage").then().statusCode(403);
    }
}
