package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.TenantNotes;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tenant B opens a 2026 listen stream with the same subscription id and the same resource URI as tenant A's: it hears
 * only its own tenant's changes, never A's.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsListenSubscriptionHearsNothingTest {

    private static final String UPDATED = "notifications/resources/updated";

    @InjectOAuthServer
    MockOAuthServer oauth;

    private static SseStream listen(McpTestClient client) {
        SseStream stream = client.modern("subscriptions/listen").id("\"same-subscription\"")
                .params("\"notifications\":{\"resourceSubscriptions\":[\"" + TenantNotes.SHARED + "\"]}").stream();
        stream.awaitData("notifications/subscriptions/acknowledged");
        return stream;
    }

    @Test
    void aListenerInTenantBNeverHearsTenantAsChange() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient tenantB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller"));
        tenantA.awaitTool("fx_note");

        try (SseStream ofA = listen(tenantA); SseStream ofB = listen(tenantB)) {
            tenantA.modern("tools/call").tool("fx_note", "{}").then().statusCode(200);
            ofA.awaitData(UPDATED);

            // B's own change travels the same channel after A's: once B hears it, A's would have arrived before it.
            tenantB.modern("tools/call").tool("fx_note", "{}").then().statusCode(200);
            ofB.awaitData(UPDATED);
            assertThat(ofB.data()).filteredOn(data -> data.contains(UPDATED)).hasSize(1);
            assertThat(ofA.data()).filteredOn(data -> data.contains(UPDATED)).hasSize(1);
        }
    }
}
