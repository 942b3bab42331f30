package dev.switchboard.gateway.notify;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An operator denies a tool to a tenant: that tenant's sessions hear {@code tools/list_changed}, another tenant's hear
 * nothing, and a change that hides nothing (a quota) is not announced at all.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class PolicyChangesAreListChangesOfThatTenantTest {

    private static final String MARKER = "fx://static";
    private static final String LIST_CHANGED = "list_changed";

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void denyingAToolNotifiesOnlyTheTenantWhoseListShrank() {
        SecuredGateway.putTenant("pc-changing", "{}");
        SecuredGateway.putTenant("pc-bystander", "{}");
        McpTestClient changingClient = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("pc-changing", "u"));
        McpTestClient bystanderClient = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("pc-bystander", "u"));
        changingClient.awaitTool("fx_echo");
        McpSession changing = changingClient.session().open();
        McpSession bystander = bystanderClient.session().open();
        changing.request("resources/subscribe", "{\"uri\":\"" + MARKER + "\"}").then().statusCode(200);
        bystander.request("resources/subscribe", "{\"uri\":\"" + MARKER + "\"}").then().statusCode(200);

        try (SseStream ofChanging = changing.openStream(); SseStream ofBystander = bystander.openStream()) {
            assertThat(ofChanging.awaitStatus()).isEqualTo(200);
            assertThat(ofBystander.awaitStatus()).isEqualTo(200);
            SecuredGateway.putTenant("pc-changing", "{\"tools\":{\"deny\":[\"fx_echo\"]}}");
            ofChanging.awaitData("notifications/tools/list_changed");
            SecuredGateway.putTenant("pc-changing",
                    "{\"tools\":{\"deny\":[\"fx_echo\"]},\"quotas\":{\"requestsPerMinute\":1000}}");

            // Announced after both changes were handled: a notification either caused came before it.
            resourceUpdates.publish(MARKER);
            ofBystander.awaitData("notifications/resources/updated");
            ofChanging.awaitData("notifications/resources/updated");
            assertThat(ofBystander.data()).noneMatch(data -> data.contains(LIST_CHANGED));
            assertThat(ofChanging.data()).filteredOn(data -> data.contains(LIST_CHANGED))
                    .containsExactly("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}");
        }
    }
}
