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
 * A tenant admin of tenant-a creates, lists and revokes tenant-a's API keys; it can neither create a key in tenant-b nor
 * revoke one of tenant-b's, by tenant-b's path or by giving tenant-b's key id under its own tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminManagesOnlyItsOwnApiKeysTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void keysOfAnotherTenantAreOutOfReach() {
        String ownId = tenantAdmin().contentType("application/json").body("{\"subject\":\"robot\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(201).extract().path("id");
        tenantAdmin().get("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(200).body("id", hasItem(ownId));

        String othersId = SecuredGateway.admin().body("{\"subject\":\"b-robot\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(201).extract().path("id");
        tenantAdmin().contentType("application/json").body("{\"subject\":\"intruder\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(403)
                .body("error", containsString("tenant-b"));
        tenantAdmin().delete("/admin/v1/tenants/tenant-b/api-keys/" + othersId).then().statusCode(403);
        tenantAdmin().delete("/admin/v1/tenants/tenant-a/api-keys/" + othersId).then().statusCode(404);
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(200)
                .body("id", hasItem(othersId)).body("subject", not(hasItem("intruder")));

        tenantAdmin().delete("/admin/v1/tenants/tenant-a/api-keys/" + ownId).then().statusCode(204);
    }

    private RequestSpecification tenantAdmin() {
        return RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"));
    }
}
