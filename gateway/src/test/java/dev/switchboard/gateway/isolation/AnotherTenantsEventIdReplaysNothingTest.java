package dev.switchboard.gateway.isolation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/** Tenant A's Last-Event-ID, presented in tenant B's session, replays none of A's events. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsEventIdReplaysNothingTest {

    private static final Pattern ID = Pattern.compile("id: (\\S+)");

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void aForeignEventIdOpensOnlyTheCallersOwnStream() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        tenantA.awaitTool("fx_reconnect");
        String first = tenantA.session().open().request("tools/call", "{\"name\":\"fx_reconnect\",\"arguments\":{},"
                + "\"_meta\":{\"progressToken\":\"secret-of-a\"}}").asString();
        Matcher match = ID.matcher(first);
        assertThat(match.find()).isTrue();
        McpSession ofB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")).session().open();
        ofB.request("resources/subscribe", "{\"uri\":\"fx://marker-b\"}").then().statusCode(200);

        try (SseStream stream = ofB.resume(match.group(1))) {
            assertThat(stream.awaitStatus()).isEqualTo(200);
            resourceUpdates.publish("fx://marker-b");
            stream.awaitData("fx://marker-b");

            assertThat(stream.data()).noneMatch(line -> line.contains("secret-of-a") || line.contains("pause"));
        }
    }
}
