package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * Tenant A's identity provider (an authorization server of its own) replaces its signing key under the same key id:
 * A's tokens signed with the new key act once the gateway has re-read that provider's keys, and tenant B, on another
 * provider (another server), acts before, during and after. (mock-oauth2-server hands out its bundled keys in the order issuers
 * first ask
 * for one: after a restart, issuer {@code idp-b} asking first leaves {@code idp-a} a different key under its key id. A
 * token the gateway already verified stays valid until it expires, so the old key's token is not tried again.)
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATenantsIdentityProviderRotatingItsKeysIsFollowedTest {

    @Test
    void theNewKeysTokensActAndAnotherTenantNeverNotices() {
        try (MockOAuthServer rotating = MockOAuthServer.start(OAuthServerTestResource.clients());
                MockOAuthServer steady = MockOAuthServer.start(OAuthServerTestResource.clients())) {
            SecuredGateway.putTenant("idp-rotating", "{\"identityProviders\":[{\"name\":\"rotating\",\"issuer\":\""
                    + rotating.issuer("idp-a") + "\"}]}");
            SecuredGateway.putTenant("idp-steady", "{\"identityProviders\":[{\"name\":\"steady\",\"issuer\":\""
                    + steady.issuer("idp-a") + "\"}]}");
            String oldKeysToken = rotating.token("idp-a", "no-tenant");
            McpTestClient.ofTestedApp().withBearer(oldKeysToken).modern("tools/list").then().statusCode(200);
            otherTenantActs(steady);

            rotating.restart();
            rotating.token("idp-b", "no-tenant");
            String newKeysToken = rotating.token("idp-a", "no-tenant");
            otherTenantActs(steady);

            McpTestClient.ofTestedApp().withBearer(newKeysToken).modern("tools/list").then().statusCode(200);
            otherTenantActs(steady);
        }
    }

    private static void otherTenantActs(MockOAuthServer steady) {
        McpTestClient.ofTestedApp().withBearer(steady.token("idp-a", "no-tenant")).modern("tools/list").then()
                .statusCode(200);
    }
}
