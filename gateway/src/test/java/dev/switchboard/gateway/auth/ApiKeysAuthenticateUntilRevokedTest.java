package dev.switchboard.gateway.auth;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

/**
 * An API key acts for its tenant and subject with its scopes; it is shown once, listed without its secret, and stops
 * working within a second of its revocation.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ApiKeysAuthenticateUntilRevokedTest {

    @Test
    void aKeyWorksUntilRevoked() {
        String key = SecuredGateway.apiKey("tenant-a", "ci-bot");
        String id = key.substring(4, key.indexOf('_', 4));
        McpTestClient bot = McpTestClient.ofTestedApp().withBearer(key);
        bot.awaitTool("fx_echo");
        bot.modern("tools/call").tool("fx_echo", "{\"text\":\"k\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("k"));
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(200)
                .body("id", hasItem(id))
                .body("find { it.id == '" + id + "' }.subject", equalTo("ci-bot"))
                .body("find { it.id == '" + id + "' }.key", nullValue())
                .body(not(containsString(key.substring(key.lastIndexOf('_') + 1))));

        SecuredGateway.admin().delete("/admin/v1/tenants/tenant-a/api-keys/" + id).then().statusCode(204);

        await().atMost(Duration.ofSeconds(2)).pollInterval(Duration.ofMillis(100))
                .until(() -> bot.modern("tools/list").post().statusCode() == 401);
    }

    @Test
    void anAlteredKeyIsRefused() {
        String key = SecuredGateway.apiKey("tenant-a", "ci-bot");
        McpTestClient.ofTestedApp().withBearer(key + "x").modern("tools/list").then().statusCode(401)
                .header("WWW-Authenticate", containsString("invalid_token"));
    }

    @Test
    void aKeyWithoutToolsCallCannotCall() {
        String key = SecuredGateway.admin().body("{\"subject\":\"lister\",\"scopes\":[]}")
                .post("/admin/v1/tenants/tenant-a/api-keys").then().statusCode(201).extract().path("key");
        McpTestClient lister = McpTestClient.ofTestedApp().withBearer(key);
        lister.modern("tools/list").then().statusCode(200);
        lister.modern("tools/call").tool("fx_echo", "{\"text\":\"x\"}").then().statusCode(403);
    }
}
