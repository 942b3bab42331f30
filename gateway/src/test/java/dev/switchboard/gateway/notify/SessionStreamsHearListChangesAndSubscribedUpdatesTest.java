package dev.switchboard.gateway.notify;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session's standalone GET stream hears {@code list_changed} when the catalogue changes, and
 * {@code resources/updated} only for URIs the session subscribed to; every event carries an id for resumption.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionStreamsHearListChangesAndSubscribedUpdatesTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void aSessionGetStreamHearsListChangedAndSubscribedResourceUpdates() {
        mcp.awaitTool("fx_echo");
        McpSession session = mcp.session().open();
        session.request("resources/subscribe", "{\"uri\":\"fx://watched\"}").then().statusCode(200);
        try (SseStream stream = session.openStream()) {
            assertThat(stream.awaitStatus()).isEqualTo(200);
            ExtraRegistrations.publishTool(registry, "extra_session_tool", Duration.ofSeconds(30));
            stream.awaitData("notifications/tools/list_changed");

            resourceUpdates.publish("fx://other");
            resourceUpdates.publish("fx://watched");
            stream.awaitData("fx://watched");
            assertThat(stream.data()).noneMatch(line -> line.contains("fx://other"));
            assertThat(stream.ids()).isNotEmpty();
        }
    }
}
