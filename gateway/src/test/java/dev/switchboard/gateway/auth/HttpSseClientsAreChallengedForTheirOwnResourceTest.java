package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.LegacySession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A 2024-11-05 HTTP+SSE client connects to {@code /sse} and asks for a token for that URL, as the SDKs do (RFC 8707):
 * the challenge points at the {@code /sse} resource's own metadata, and a token for it opens a session.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class HttpSseClientsAreChallengedForTheirOwnResourceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theSseEndpointIsItsOwnProtectedResource() {
        mcp.given().accept("text/event-stream").get("/sse").then().statusCode(401).header("WWW-Authenticate",
                containsString("resource_metadata=\"http://localhost:8080/.well-known/oauth-protected-resource/sse\""));
        mcp.given().get("/.well-known/oauth-protected-resource/sse").then().statusCode(200)
                .body("resource", equalTo("http://localhost:8080/sse"));

        try (LegacySession session = mcp.withBearer(oauth.token("tenant-a-sse-caller")).legacy()) {
            assertThat(session.endpoint()).contains("/messages?sessionId=");
        }
    }
}
