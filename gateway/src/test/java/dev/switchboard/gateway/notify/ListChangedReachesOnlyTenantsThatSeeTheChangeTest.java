package dev.switchboard.gateway.notify;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new tool appears: the sessions of a tenant that may use it hear {@code tools/list_changed}; those of a tenant whose
 * policy hides it hear nothing, so they cannot even learn that something changed.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ListChangedReachesOnlyTenantsThatSeeTheChangeTest {

    private static final String MARKER = "fx://static";

    @Inject
    ServiceRegistry registry;

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void aToolHiddenFromATenantChangesNothingItsSessionsHear() {
        SecuredGateway.putTenant("lc-everything", "{}");
        SecuredGateway.putTenant("lc-fixtures-only", "{\"tools\":{\"allow\":[\"fx_*\"]}}");
        McpTestClient seesAll = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("lc-everything", "u"));
        McpTestClient seesFixtures = McpTestClient.ofTestedApp()
                .withBearer(SecuredGateway.apiKey("lc-fixtures-only", "u"));
        seesAll.awaitTool("fx_echo");
        McpSession everything = seesAll.session().open();
        McpSession fixturesOnly = seesFixtures.session().open();
        fixturesOnly.request("resources/subscribe", "{\"uri\":\"" + MARKER + "\"}").then().statusCode(200);

        try (SseStream ofEverything = everything.openStream(); SseStream ofFixturesOnly = fixturesOnly.openStream()) {
            assertThat(ofEverything.awaitStatus()).isEqualTo(200);
            assertThat(ofFixturesOnly.awaitStatus()).isEqualTo(200);
            ExtraRegistrations.publishTool(registry, "extra_lc_tool", Duration.ofSeconds(30));
            ofEverything.awaitData("notifications/tools/list_changed");

            // The marker is announced after the catalogue change was handled: had it been sent, it came first.
            resourceUpdates.publish(MARKER);
            ofFixturesOnly.awaitData("notifications/resources/updated");
            assertThat(ofFixturesOnly.data()).noneMatch(data -> data.contains("list_changed"));
        }
    }
}
