package dev.switchboard.bridge.pinning;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A run-time upstream removed (its pins forgotten, as the admin API's removal does) and added again with the same
 * tools is pinned again in Redis: the replica does not trust what it confirmed of the removed one, so a later change
 * of the new one is held back rather than pinned on first sight.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUpstreamAddedAgainIsPinnedAgainTest {

    @Inject
    UpstreamStore store;
    @Inject
    PinnedDefinitions pins;

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    private void add() {
        store.put("again", JSON.createObjectNode().put("transport", "http").put("url", UpstreamServersResource
                .remoteUrl()).toString());
        await().atMost(Duration.ofSeconds(30)).until(() -> manifest().getList("tools.name").contains("again_echo"));
    }

    @Test
    void itsToolsArePinnedAnewInRedis() {
        add();
        assertThat(pins.pinned("mcp-bridge", "again", "echo")).isNotNull();

        store.delete("again");
        pins.forget("mcp-bridge", "again");
        await().atMost(Duration.ofSeconds(30)).until(() -> !manifest().getList("tools.name").contains("again_echo"));
        add();

        assertThat(pins.pinned("mcp-bridge", "again", "echo")).isNotNull();
        store.delete("again");
    }
}
