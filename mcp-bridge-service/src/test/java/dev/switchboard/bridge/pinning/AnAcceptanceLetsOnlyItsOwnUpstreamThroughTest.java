package dev.switchboard.bridge.pinning;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.Acceptance;
import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two upstreams of one server ({@code remote}, and {@code twin} added at run time) change the same tool into the same
 * definition, so both hold back one digest. Accepting it for {@code remote/shifty} lets that tool through and nothing
 * else: {@code twin_shifty} stays held back, its review waiting, in the very recheck that let {@code remote_shifty}
 * through. A bare digest in the accept file (the form that accepted it for every upstream) accepts nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnAcceptanceLetsOnlyItsOwnUpstreamThroughTest {

    @Inject
    DefinitionReviews reviews;
    @Inject
    UpstreamStore store;

    @BeforeEach
    void addTwin() {
        BridgeCalls.awaitUpstreams();
        store.put("twin", JSON.createObjectNode().put("transport", "http").put("url", UpstreamServersResource.remoteUrl())
                .toString());
        await().atMost(Duration.ofSeconds(30)).until(() -> manifest().getList("tools.name").contains("twin_shifty")
                && manifest().getList("tools.name").contains("remote_shifty"));
    }

    @AfterEach
    void removeTwin() {
        store.delete("twin");
        reviews.release("mcp-bridge", "twin/shifty");
        await().atMost(Duration.ofSeconds(30)).until(() -> !manifest().getList("tools.name").contains("twin_echo"));
    }

    @Test
    void theOtherUpstreamsIdenticalChangeWaitsForAReviewOfItsOwn() throws IOException {
        callTool("remote_change_shifty", body(arguments())).statusCode(200);
        await().atMost(Duration.ofSeconds(20)).until(() -> reviews.held("mcp-bridge", "remote/shifty") != null
                && reviews.held("mcp-bridge", "twin/shifty") != null);
        String offered = JSON.readTree(reviews.held("mcp-bridge", "remote/shifty")).path("offeredDigest").asText();
        assertThat(JSON.readTree(reviews.held("mcp-bridge", "twin/shifty")).path("offeredDigest").asText())
                .isEqualTo(offered);

        Files.writeString(UpstreamServersResource.acceptFile(), offered + "\n", StandardOpenOption.APPEND);
        reviews.accept(new Acceptance("mcp-bridge", "remote/shifty", offered, Instant.now(), "test"));

        await().atMost(Duration.ofSeconds(20)).until(() -> manifest().getList("tools.name").contains("remote_shifty"));
        assertThat(manifest().getList("tools.name")).doesNotContain("twin_shifty");
        assertThat(JSON.readTree(reviews.held("mcp-bridge", "twin/shifty")).path("offeredDigest").asText())
                .isEqualTo(offered);
        assertThat(reviews.held("mcp-bridge", "remote/shifty")).isNull();
    }
}
