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

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A request without credentials is 401 with the challenge an MCP client starts authorization from: where the protected
 * resource metadata is, and which scopes to ask for; the metadata (RFC 9728) names the resource and the issuer.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class MissingTokensAreChallengedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void everyDoorAnswers401WithTheResourceMetadataAndScopes() {
        mcp.modern("tools/list").then().statusCode(401)
                .header("WWW-Authenticate", allOf(containsString("Bearer "),
                        containsString("resource_metadata=\"http://localhost:8080/.well-known/oauth-protected-resource/mcp\""),
                        containsString("scope=\"tools:call prompts:get resources:read\"")))
                .body("error.code", equalTo(-32010));
        mcp.session().initialize().then().statusCode(401)
                .header("WWW-Authenticate", containsString("resource_metadata="));
        mcp.given().accept("text/event-stream").get("/sse").then().statusCode(401);
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"x\"}}}")
                .post("/api/v1/actions").then().statusCode(401)
                .header("WWW-Authenticate", containsString("resource_metadata="))
                .body("status", equalTo("error"));
    }

    @Test
    void theProtectedResourceMetadataNamesTheResourceAndTheIssuer() {
        for (String path : new String[] { "/.well-known/oauth-protected-resource",
                "/.well-known/oauth-protected-resource/mcp" }) {
            mcp.given().get(path).then().statusCode(200)
                    .body("resource", equalTo("http://localhost:8080/mcp"))
                    .body("authorization_servers", hasItem(oauth.issuer()))
                    .body("scopes_supported", hasItem("tools:call"))
                    .body("bearer_methods_supported", hasItem("header"));
        }
    }

    @Test
    void aTokenInTheQueryStringIsRefused() {
        mcp.given().contentType("application/json").body("{}")
                .post("/mcp?access_token=" + oauth.token("tenant-a-caller")).then().statusCode(400)
                .body("error.message", containsString("Authorization header"));
    }
}
