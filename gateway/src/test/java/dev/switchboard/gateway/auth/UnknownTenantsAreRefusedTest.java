package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * With authentication on, a tenant nobody provisioned cannot use the gateway, whatever its credential says; deleting a
 * tenant takes its API keys with it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class UnknownTenantsAreRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void deletingATenantRevokesItsApiKeys() {
        given().header("Authorization", "Bearer " + SecuredGateway.BOOTSTRAP_KEY).contentType("application/json")
                .body("{\"displayName\":\"short-lived\"}").put("/admin/v1/tenants/tenant-gone").then().statusCode(200);
        String key = given().header("Authorization", "Bearer " + SecuredGateway.BOOTSTRAP_KEY)
                .contentType("application/json").body("{\"subject\":\"bot\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/tenant-gone/api-keys").then().statusCode(201).extract().path("key");
        McpTestClient.ofTestedApp().withBearer(key).modern("tools/list").then().statusCode(200);

        given().header("Authorization", "Bearer " + SecuredGateway.BOOTSTRAP_KEY).delete("/admin/v1/tenants/tenant-gone")
                .then().statusCode(204);

        McpTestClient.ofTestedApp().withBearer(key).modern("tools/list").then().statusCode(401)
                .body("error.message", containsString("revoked"));
    }

    @Test
    void aTokenOfAnUnprovisionedTenantIs403() {
        McpTestClient.ofTestedApp().withBearer(oauth.token("unprovisioned")).modern("tools/list").then().statusCode(403)
                .body("error.code", equalTo(-32011))
                .body("error.message", containsString("tenant-z"))
                .body("error.message", containsString("not provisioned"));
    }
}
