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
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tenant admin of tenant-a adds, reads and removes tenant-a's own identity providers, but cannot touch tenant-b's,
 * and cannot add an issuer another tenant already trusts: separating tenants on a shared issuer is the operator's.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminsManageTheirOwnIdentityProvidersTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void ownProvidersAreManagedAndSharedOrForeignOnesAreRefused() {
        tenantAdmin().body("{\"issuer\":\"https://idp.tenant-a.example\"}")
                .put("/admin/v1/tenants/tenant-a/identity-providers/own").then().statusCode(200);
        tenantAdmin().get("/admin/v1/tenants/tenant-a/identity-providers").then().statusCode(200)
                .body("name", hasItem("own"));

        tenantAdmin().body("{\"issuer\":\"https://idp.tenant-b.example\"}")
                .put("/admin/v1/tenants/tenant-b/identity-providers/intruder").then().statusCode(403);
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-b/identity-providers").then().statusCode(200)
                .body("name", not(hasItem("intruder")));

        SecuredGateway.putTenant("idp-sharing", "{}");
        SecuredGateway.admin().body("{\"issuer\":\"https://accounts.both.example\",\"require\":{\"hd\":\"sharing\"}}")
                .put("/admin/v1/tenants/idp-sharing/identity-providers/google").then().statusCode(200);
        tenantAdmin().body("{\"issuer\":\"https://accounts.both.example\",\"require\":{\"hd\":\"tenant-a\"}}")
                .put("/admin/v1/tenants/tenant-a/identity-providers/google").then().statusCode(403)
                .body("error", containsString("operator"));

        tenantAdmin().delete("/admin/v1/tenants/tenant-a/identity-providers/own").then().statusCode(204);
        SecuredGateway.admin().delete("/admin/v1/tenants/idp-sharing/identity-providers/google").then()
                .statusCode(204);
    }

    private RequestSpecification tenantAdmin() {
        return RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"))
                .contentType("application/json");
    }
}
