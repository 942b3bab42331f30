package dev.switchboard.bridge.pinning;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.Acceptance;
import dev.switchboard.sessionstore.review.DefinitionReviews;
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
 * A held-back definition is listed in the suite's review store (what the gateway's admin API shows), and accepting its
 * digest there (what {@code PUT /admin/v1/tool-definitions/accepted/{digest}} does) brings the tool back with the new
 * definition and clears the review and the acceptance, which has been applied. The review holds the pinned definition
 * beside the offered one, for a diff.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class HeldBackDefinitionIsAcceptedThroughTheReviewStoreTest {

    private static final String REVIEW = "mcp-bridge/remote/shifty";

    @Inject
    DefinitionReviews reviews;

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void acceptingTheOfferedDigestInTheReviewStoreExposesTheNewDefinition() throws IOException {
        callTool("remote_change_shifty", body(arguments())).statusCode(200);
        await().atMost(Duration.ofSeconds(20)).until(() -> reviews.pending().containsKey(REVIEW));
        assertThat(manifest().getList("tools.name")).doesNotContain("remote_shifty");
        JsonNode review = JSON.readTree(reviews.pending().get(REVIEW));
        assertThat(review.path("service").asText()).isEqualTo("mcp-bridge");
        assertThat(review.path("definition").path("description").asText()).contains("attacker");
        assertThat(review.path("pinnedDefinition").path("description").asText()).isNotEmpty()
                .isNotEqualTo(review.path("definition").path("description").asText());
        String offered = review.path("offeredDigest").asText();

        reviews.accept(new Acceptance("mcp-bridge", "remote/shifty", offered, Instant.now(), "test"));

        await().atMost(Duration.ofSeconds(20))
                .until(() -> manifest().getList("tools.name").contains("remote_shifty"));
        assertThat(manifest().getString("tools.find { it.name == 'remote_shifty' }.description"))
                .isEqualTo(review.path("definition").path("description").asText());
        assertThat(reviews.pending()).doesNotContainKey(REVIEW);
        assertThat(reviews.acceptances()).noneMatch(acceptance -> acceptance.name().equals("remote/shifty"));
    }
}
