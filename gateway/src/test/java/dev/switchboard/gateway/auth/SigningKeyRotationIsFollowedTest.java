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

/**
 * When the authorization server rotates its signing key, the gateway re-reads the JWKS on the first token it cannot
 * verify and accepts tokens signed with the new key.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class SigningKeyRotationIsFollowedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void tokensSignedWithTheNewKeyAreAccepted() {
        McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")).modern("tools/list").then()
                .statusCode(200);

        oauth.restart();

        McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")).modern("tools/list").then()
                .statusCode(200);
    }
}
