package dev.switchboard.bridge.pinning;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ChangedToolDefinitionIsHeldBackUntilAcceptedTest {

    @Inject
    RedisDataSource redis;

    @Inject
    DefinitionReviews reviews;

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void theChangedToolDisappearsUntilItsDigestIsAcceptedThenReturnsWithTheNewDescription() throws IOException {
        String before = manifest().getString("tools.find { it.name == 'remote_shifty' }.description");
        String pinned = JSON.readTree(redis.value(String.class).get("sb:bridge:pin:remote:shifty"))
                .path("digest").asText();

        String changed = callTool("remote_change_shifty", body(arguments())).statusCode(200)
                .body("content[0].text", containsString("shifty is now at revision")).extract()
                .path("content[0].text");
        String revision = changed.substring(changed.lastIndexOf(' ') + 1);

        await().atMost(Duration.ofSeconds(20))
                .until(() -> !manifest().getList("tools.name").contains("remote_shifty"));
        callTool("remote_shifty", body(arguments())).statusCode(404);
        JsonNode pending = JSON.readTree(reviews.held("mcp-bridge", "remote/shifty"));
        assertThat(pending.path("definition").path("description").asText()).contains("attacker");
        String offered = pending.path("offeredDigest").asText();
        assertThat(offered).startsWith("sha256:").isNotEqualTo(pinned);
        assertThat(JSON.readTree(redis.value(String.class).get("sb:bridge:pin:remote:shifty")).path("digest")
                .asText()).isEqualTo(pinned);

        Files.writeString(UpstreamServersResource.acceptFile(), offered + " remote/shifty  reviewed by the test\n",
                StandardOpenOption.APPEND);

        await().atMost(Duration.ofSeconds(20))
                .until(() -> manifest().getList("tools.name").contains("remote_shifty"));
        assertThat(manifest().getString("tools.find { it.name == 'remote_shifty' }.description"))
                .isNotEqualTo(before).contains("attacker");
        callTool("remote_shifty", body(arguments())).statusCode(200)
                .body("content[0].text", equalTo("shifty revision " + revision));
    }
}
