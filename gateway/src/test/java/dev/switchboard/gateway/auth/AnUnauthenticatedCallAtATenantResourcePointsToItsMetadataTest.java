package dev.switchboard.gateway.auth;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A call without credentials at a tenant's own endpoint, in either era, is challenged with that endpoint's metadata
 * (RFC 9728 §5.1), not {@code /mcp}'s: following it leads a client to the tenant's authorization server.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnUnauthenticatedCallAtATenantResourcePointsToItsMetadataTest {

    private static final String METADATA = "resource_metadata=\"" + OAuthServerTestResource.PUBLIC_URL
            + "/.well-known/oauth-protected-resource/t/tenant-a/mcp\"";

    @Test
    void theChallengeNamesTheTenantsOwnMetadata() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withEndpoint("/t/tenant-a/mcp");

        tenantA.modern("tools/list").then().statusCode(401).header("WWW-Authenticate", containsString(METADATA))
                .body("error.code", equalTo(-32010));
        tenantA.session().initialize().then().statusCode(401).header("WWW-Authenticate", containsString(METADATA));
    }
}
