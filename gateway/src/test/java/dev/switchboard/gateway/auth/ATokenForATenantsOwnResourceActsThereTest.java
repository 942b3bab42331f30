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

import static org.hamcrest.Matchers.containsString;

/**
 * A client asks for a token for the resource it was pointed at (RFC 8707), so a tenant's own endpoint is an audience
 * the gateway accepts, from the tenant's identity provider and from the operator's issuer alike, for that tenant's
 * tokens only: a token naming another tenant's endpoint as its audience is refused (401, audience).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATokenForATenantsOwnResourceActsThereTest {

    private static final String BASE = OAuthServerTestResource.PUBLIC_URL;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theTenantsOwnEndpointIsAnAudienceForItsTokensOnly() {
        SecuredGateway.putTenant("prm-acme", "{\"identityProviders\":[{\"name\":\"acme\",\"issuer\":\""
                + oauth.issuer("idp-g") + "\"}]}");
        McpTestClient acme = McpTestClient.ofTestedApp().withEndpoint("/t/prm-acme/mcp");
        McpTestClient tenantA = McpTestClient.ofTestedApp().withEndpoint("/t/tenant-a/mcp");

        acme.withBearer(oauth.tokenFor("idp-g", "resource-caller", BASE + "/t/prm-acme/mcp")).modern("tools/list")
                .then().statusCode(200);
        tenantA.withBearer(oauth.tokenFor("tenant-a-resource-caller", BASE + "/t/tenant-a/mcp"))
                .modern("tools/list").then().statusCode(200);

        acme.withBearer(oauth.tokenFor("idp-g", "resource-caller", BASE + "/t/tenant-a/mcp")).modern("tools/list")
                .then().statusCode(401).body("error.message", containsString("audience"));
        tenantA.withBearer(oauth.tokenFor("tenant-a-resource-caller", BASE + "/t/prm-acme/mcp"))
                .modern("tools/list").then().statusCode(401).body("error.message", containsString("audience"));
    }
}
