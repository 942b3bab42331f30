package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * An operator or the tenant's own admin ends a live session through the admin API: the client's next request on it
 * finds no session (404), it leaves the list, and the end is audited. A tenant admin cannot end another tenant's
 * session, and a session id of another tenant is unknown under this one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnAdminEndsATenantsSessionTest {

    @Test
    void theOperatorEndsASessionAndItsClientFindsItGone() {
        McpSession session = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "ended-user"))
                .session().open();
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/sessions").then().statusCode(200)
                .body("subjects.ended-user.id", hasItem(session.id()));

        SecuredGateway.admin().delete("/admin/v1/tenants/tenant-b/sessions/" + session.id()).then().statusCode(404);
        SecuredGateway.admin().delete("/admin/v1/tenants/tenant-a/sessions/" + session.id()).then().statusCode(204);

        session.request("ping", "{}").then().statusCode(404);
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/sessions").then().statusCode(200)
                .body("subjects.ended-user.id.flatten()", not(hasItem(session.id())));
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/audit").then().statusCode(200)
                .body(containsString("admin.session.end")).body(containsString(session.id()));
    }

    @Test
    void aTenantAdminEndsOnlyItsOwnTenantsSessions() {
        McpSession session = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "other-user"))
                .session().open();
        String otherTenantsAdmin = SecuredGateway.admin()
                .body("{\"subject\":\"b-admin\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(201).extract().path("key");
        RestAssured.given().header("Authorization", "Bearer " + otherTenantsAdmin)
                .delete("/admin/v1/tenants/tenant-a/sessions/" + session.id()).then().statusCode(403);
        session.request("ping", "{}").then().statusCode(200);

        String ownAdmin = SecuredGateway.admin()
                .body("{\"subject\":\"a-admin\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(201).extract().path("key");
        RestAssured.given().header("Authorization", "Bearer " + ownAdmin)
                .delete("/admin/v1/tenants/tenant-a/sessions/" + session.id()).then().statusCode(204);
        session.request("ping", "{}").then().statusCode(404);
    }
}
