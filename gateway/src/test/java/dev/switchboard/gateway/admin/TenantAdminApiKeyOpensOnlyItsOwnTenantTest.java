package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

/**
 * An API key with the tenant-admin scope is a tenant admin of its own tenant; an API key never becomes the operator,
 * even one given the admin scope, and a key without the tenant-admin scope still does not open the admin API.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminApiKeyOpensOnlyItsOwnTenantTest {

    @Test
    void aKeyIsATenantAdminAtMost() {
        String tenantAdminKey = key("tenant-a", "switchboard:tenant-admin");
        RestAssured.given().header("Authorization", "Bearer " + tenantAdminKey).get("/admin/v1/tenants").then()
                .statusCode(200).body("$", hasKey("tenant-a")).body("$", not(hasKey("tenant-b")));
        RestAssured.given().header("Authorization", "Bearer " + tenantAdminKey)
                .get("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(200);
        RestAssured.given().header("Authorization", "Bearer " + tenantAdminKey)
                .get("/admin/v1/tenants/tenant-b/api-keys").then().statusCode(403)
                .body("error", containsString("tenant-b"));

        String adminScopedKey = key("tenant-a", "switchboard:admin");
        RestAssured.given().header("Authorization", "Bearer " + adminScopedKey).get("/admin/v1/services").then()
                .statusCode(401).body("error", containsString("switchboard:tenant-admin"));
        RestAssured.given().header("Authorization", "Bearer " + adminScopedKey).get("/admin/v1/tenants/tenant-b")
                .then().statusCode(401);
    }

    private static String key(String tenant, String scope) {
        return SecuredGateway.admin().body("{\"subject\":\"" + scope.replace(':', '-') + "\",\"scopes\":[\"" + scope
                + "\"]}").post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract()
                .path("key");
    }
}
