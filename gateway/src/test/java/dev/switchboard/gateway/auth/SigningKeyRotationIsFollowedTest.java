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
 * When the authorization server replaces its signing key under the same key id, the gateway re-reads the JWKS on the
 * first token whose signature fails and accepts tokens signed with the new key. (mock-oauth2-server hands out its
 * bundled keys in the order issuers first ask for one: after a restart, issuer {@code other} asking first leaves
 * {@code default} a different key under its same key id.)
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
        oauth.token("other", "tenant-b-caller");

        McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")).modern("tools/list").then()
                .statusCode(200);
    }
}
