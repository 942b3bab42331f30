package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.TenantNotes;
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

/**
 * Two tenants subscribed to the same URI, which names a different resource in each: a change in tenant A's reaches A's
 * session and never B's.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsResourceUpdatesAreNotHeardTest {

    private static final String UPDATED = "notifications/resources/updated";

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aChangeInTenantAReachesOnlyTenantAsSubscriber() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_note");
        McpSession sessionOfA = tenantA.session().open();
        McpSession sessionOfB = tenantB.session().open();
        String subscribe = "{\"uri\":\"" + TenantNotes.SHARED + "\"}";
        sessionOfA.request("resources/subscribe", subscribe).then().statusCode(200);
        sessionOfB.request("resources/subscribe", subscribe).then().statusCode(200);

        try (SseStream streamOfA = sessionOfA.openStream(); SseStream streamOfB = sessionOfB.openStream()) {
            assertThat(streamOfA.awaitStatus()).isEqualTo(200);
            assertThat(streamOfB.awaitStatus()).isEqualTo(200);
            sessionOfA.callTool("fx_note", "{}").then().statusCode(200);
            streamOfA.awaitData(UPDATED);

            // B's own change travels the same channel after A's: once B hears it, A's would have arrived before it.
            sessionOfB.callTool("fx_note", "{}").then().statusCode(200);
            streamOfB.awaitData(UPDATED);
            assertThat(streamOfB.data()).filteredOn(data -> data.contains(UPDATED)).hasSize(1);
            assertThat(streamOfA.data()).filteredOn(data -> data.contains(UPDATED)).hasSize(1);
        }
    }
}
