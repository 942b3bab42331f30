package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * {@code GET /admin/v1/whoami} tells a credential what it is to the admin API, so a console shows a tenant admin its
 * own tenant rather than the operator's pages: the bootstrap key is the operator, a tenant admin's API key names its
 * tenant, and the endpoint only reads.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class WhoAmINamesTheOperatorOrTheTenantAdminTest {

    @Test
    void theBootstrapKeyIsTheOperator() {
        SecuredGateway.admin().get("/admin/v1/whoami").then().statusCode(200).body("role", equalTo("operator"))
                .body("tenant", nullValue()).body("actor", equalTo("bootstrap-key"));
    }

    @Test
    void aTenantAdminsKeyNamesItsTenant() {
        String key = SecuredGateway.admin().body("{\"subject\":\"whoami-admin\",\"scopes\":[\"switchboard:tenant-admin\"]}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(201).extract().path("key");
        RestAssured.given().header("Authorization", "Bearer " + key).get("/admin/v1/whoami").then().statusCode(200)
                .body("role", equalTo("tenant-admin")).body("tenant", equalTo("tenant-a"))
                .body("actor", equalTo("tenant-a/whoami-admin"));
        RestAssured.given().header("Authorization", "Bearer " + key).delete("/admin/v1/whoami").then()
                .statusCode(403);
    }
}
