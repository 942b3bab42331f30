package dev.switchboard.gateway.auth;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An authorization server that publishes only RFC 8414 metadata (no OpenID Connect discovery document, as MCP allows)
 * is followed: its keys are found through the path-inserted {@code oauth-authorization-server} URI of its issuer, and
 * its tokens are accepted.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AnIssuerWithOnlyRfc8414MetadataIsFollowedTest.Rfc8414Issuer.class)
class AnIssuerWithOnlyRfc8414MetadataIsFollowedTest {

    Rfc8414OnlyServer issuer;

    @Test
    void itsTokensAreAccepted() {
        McpTestClient.ofTestedApp().withBearer(issuer.token("tenant-a", "caller-a")).modern("tools/list").then()
                .statusCode(200);

        assertThat(issuer.requested()).startsWith("/.well-known/oauth-authorization-server/realm", "/realm/keys");
    }

    public static class Rfc8414Issuer implements QuarkusTestProfile {

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(Rfc8414OnlyServer.Resource.class));
        }
    }
}
