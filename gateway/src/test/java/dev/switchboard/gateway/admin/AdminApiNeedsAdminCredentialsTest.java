package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * The admin API opens only with the bootstrap key or an access token carrying the admin scope: no credential is 401, a
 * tenant's token is 403 naming the scope, an API key never opens it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AdminApiNeedsAdminCredentialsTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void onlyAdminCredentialsOpenIt() {
        given().get("/admin/v1/tenants").then().statusCode(401).header("WWW-Authenticate", containsString("Bearer"));
        given().header("Authorization", "Bearer " + oauth.token("tenant-a-caller")).get("/admin/v1/tenants").then()
                .statusCode(403).header("WWW-Authenticate", containsString("switchboard:admin"));
        given().header("Authorization", "Bearer " + SecuredGateway.apiKey("tenant-a", "sneaky"))
                .get("/admin/v1/tenants").then().statusCode(401);
        given().header("Authorization", "Bearer wrong-key").get("/admin/v1/tenants").then().statusCode(401);

        given().header("Authorization", "Bearer " + oauth.token("admin")).get("/admin/v1/tenants").then()
                .statusCode(200).body(containsString("tenant-a"));
        SecuredGateway.admin().get("/admin/v1/tenants").then().statusCode(200);
    }
}
