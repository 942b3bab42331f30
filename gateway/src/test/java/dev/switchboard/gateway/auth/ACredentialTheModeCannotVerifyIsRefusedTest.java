package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.WithoutAuthentication;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;

/**
 * With {@code gateway.auth.mode=none} a credential is never silently dropped: an API key this gateway does not know
 * (made up, revoked) and an access token it cannot verify (no issuer) are 401 at every door, the token's naming
 * {@code gateway.auth.mode}; a request without a bearer credential still calls as the anonymous tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutAuthentication.class)
class ACredentialTheModeCannotVerifyIsRefusedTest {

    /** A well-formed access token from some authorization server this gateway has not been told of. */
    private static final String ACCESS_TOKEN = "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0"
            + ".eyJzdWIiOiJ1c2VyIiwiaXNzIjoiaHR0cHM6Ly9sb2dpbi5leGFtcGxlLmNvbSJ9.c2lnbmF0dXJl";
    private static final String MADE_UP_KEY = "sbk_abcdefghijkm_notasecretofthisgatewayatall";

    private final McpTestClient anonymous = McpTestClient.ofTestedApp();

    @Test
    void aMadeUpKeyIsRefusedAtEveryDoor() {
        everyDoorRefuses(MADE_UP_KEY, "the API key is unknown or was revoked");
    }

    @Test
    void anAccessTokenIsRefusedNamingTheSetting() {
        everyDoorRefuses(ACCESS_TOKEN, "gateway.auth.mode is none (GATEWAY_AUTH_MODE");
    }

    @Test
    void aRevokedKeyIsRefused() {
        WithoutAuthentication.putTenant("revoking", "{}");
        String key = WithoutAuthentication.apiKey("revoking", "bot", "[\"tools:call\"]");
        McpTestClient keyed = McpTestClient.ofTestedApp().withBearer(key);
        keyed.modern("tools/list").then().statusCode(200);

        WithoutAuthentication.admin().delete("/admin/v1/tenants/revoking/api-keys/"
                + key.substring(4, key.indexOf('_', 4))).then().statusCode(204);

        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(3))
                .until(() -> keyed.modern("tools/list").post().statusCode() == 401);
    }

    @Test
    void noCredentialOrAnEmptyOneIsTheAnonymousTenant() {
        anonymous.modern("tools/list").then().statusCode(200);
        anonymous.modern("tools/list").header("Authorization", "Bearer ").then().statusCode(200);
    }

    private void everyDoorRefuses(String credential, String reason) {
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(credential);
        client.modern("tools/list").then().statusCode(401).body("error.message", containsString(reason))
                .header("WWW-Authenticate", containsString("invalid_token"));
        client.session().initialize().then().statusCode(401).body("error.message", containsString(reason));
        client.given().accept("text/event-stream").get("/sse").then().statusCode(401)
                .header("WWW-Authenticate", containsString("invalid_token"));
        client.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"x\"}}}")
                .post("/api/v1/actions").then().statusCode(401).body(containsString(reason));
    }
}
