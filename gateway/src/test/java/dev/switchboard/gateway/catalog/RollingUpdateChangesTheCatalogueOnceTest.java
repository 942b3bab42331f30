package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rolling update of one service whose manifest changed: while the old and the new version both heartbeat, a client
 * hears exactly one {@code list_changed} (the new tool arriving), and the catalogue never goes back to the old one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(RollingUpdateChangesTheCatalogueOnceTest.OwnRedis.class)
class RollingUpdateChangesTheCatalogueOnceTest {

    private static final String LIST_CHANGED = "notifications/tools/list_changed";
    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void bothVersionsHeartbeatingGiveOneListChanged() {
        Instant started = Instant.now();
        ServiceRegistration old = ExtraRegistrations.of("rolled", "http://127.0.0.1:9", started, "rolled_a");
        ServiceRegistration renewed = new ServiceRegistration("rolled", "rolled-2", "http://127.0.0.1:9",
                started.plusSeconds(1), ExtraRegistrations.of("rolled", "http://127.0.0.1:9", started, "rolled_a",
                        "rolled_b").manifest());
        registry.publish(old, Duration.ofSeconds(60), true);
        mcp.awaitTool("rolled_a");

        McpSession session = mcp.session().open();
        try (SseStream stream = session.openStream()) {
            assertThat(stream.awaitStatus()).isEqualTo(200);
            registry.publish(renewed, Duration.ofSeconds(60), true);
            mcp.awaitTool("rolled_b");
            for (int heartbeat = 0; heartbeat < 2; heartbeat++) {
                registry.publish(old, Duration.ofSeconds(60), true);
                // The old version's heartbeat is announced and outlives a resync: the new tool must stay listed.
                Awaitility.await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(5))
                        .pollInterval(Duration.ofMillis(100))
                        .until(() -> mcp.modern("tools/list").post().asString().contains("rolled_b"));
                registry.publish(renewed, Duration.ofSeconds(60), true);
            }
            // A change of its own after the heartbeats: once it is heard, everything before it has been too.
            ExtraRegistrations.publishTool(registry, "rolled_marker", Duration.ofSeconds(60));
            Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> count(stream) >= 2);
            assertThat(count(stream)).as("list_changed: the update, then the marker").isEqualTo(2);
        }
    }

    private static long count(SseStream stream) {
        return stream.data().stream().filter(line -> line.contains(LIST_CHANGED)).count();
    }

    /**
     * A gateway and Redis of its own: registrations other tests left behind expire on their own schedule, and each
     * departure is a list_changed this test would count.
     */
    public static class OwnRedis implements QuarkusTestProfile {
    }
}
