package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

/**
 * A token with the tenant-admin scope of tenant-a reads tenant-a only: the tenant list holds tenant-a alone, and tenant-b's
 * record, audit trail and sessions are refused with 403 whatever the path looks like.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminSeesOnlyItsOwnTenantTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void otherTenantsStayOutOfSight() {
        tenantAdmin().get("/admin/v1/tenants").then().statusCode(200).body("$", hasKey("tenant-a"))
                .body("$", not(hasKey("tenant-b"))).body("$", not(hasKey("ops")));
        tenantAdmin().get("/admin/v1/tenants/tenant-a").then().statusCode(200)
                .body("displayName", equalTo("Tenant A"));
        tenantAdmin().get("/admin/v1/tenants/tenant-a/audit").then().statusCode(200);
        tenantAdmin().get("/admin/v1/tenants/tenant-a/sessions").then().statusCode(200);

        for (String path : new String[] { "/admin/v1/tenants/tenant-b", "/admin/v1/tenants/tenant-b/audit",
                "/admin/v1/tenants/tenant-b/sessions", "/admin/v1/tenants/tenant-b/api-keys" }) {
            tenantAdmin().get(path).then().statusCode(403).body("error", containsString("tenant-b"));
        }
        RestAssured.given().urlEncodingEnabled(false).header("Authorization", "Bearer " + oauth.token("tenant-a-admin"))
                .get("/admin/v1/tenants/tenant-a/%2e%2e/tenant-b/audit").then().statusCode(403);
        RestAssured.given().urlEncodingEnabled(false).header("Authorization", "Bearer " + oauth.token("tenant-a-admin"))
                .get("/admin/v1/tenants/tenant-a;x=1/../tenant-b").then().statusCode(403);
    }

    private RequestSpecification tenantAdmin() {
        return RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"));
    }
}
