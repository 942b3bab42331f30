package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;

/**
 * Tenant A's identity provider is down (a real authorization server, stopped after issuing a token): A's token is
 * refused saying that provider's keys cannot be read, and right after it tenant B's token, of another provider, acts.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATenantsIdentityProviderDownLeavesOtherTenantsUnaffectedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void anotherTenantsTokensActWhileOneProviderIsDown() {
        String downIssuer;
        String downToken;
        try (MockOAuthServer down = MockOAuthServer.start(OAuthServerTestResource.clients())) {
            downIssuer = down.issuer("idp-a");
            downToken = down.token("idp-a", "no-tenant");
        }
        SecuredGateway.putTenant("idp-down", "{\"identityProviders\":[{\"name\":\"down\",\"issuer\":\"" + downIssuer
                + "\"}]}");
        SecuredGateway.putTenant("idp-up", "{\"identityProviders\":[{\"name\":\"up\",\"issuer\":\""
                + oauth.issuer("idp-e") + "\"}]}");

        McpTestClient.ofTestedApp().withBearer(downToken).modern("tools/list").then().statusCode(401)
                .body("error.message", allOf(containsString(downIssuer), containsString("cannot be read")));
        McpTestClient.ofTestedApp().withBearer(oauth.token("idp-e", "no-tenant")).modern("tools/list").then()
                .statusCode(200);
    }
}
