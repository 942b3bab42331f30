package dev.switchboard.bridge.apps;

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
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Pinning covers a tool's view: when the upstream changes the view's HTML and says nothing (no {@code list_changed}),
 * the first read that finds it changed is refused, the tools naming the view leave the manifest with it and wait for
 * review under the new digest, and once that digest is accepted tools and view return, the new view served.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AChangedViewIsHeldBackWithItsToolsTest {

    @Inject
    DefinitionReviews reviews;

    @BeforeEach
    void upstreamListed() {
        BridgeCalls.awaitUpstreams();
    }

    private static ValidatableResponse readView() {
        return given().contentType("application/json").body("{\"uri\":\""
                + BridgedAppsKeepTheirViewsUnderTheBridgesNamesTest.VIEW
                + "\",\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/resources/read").then();
    }

    @Test
    void aSilentlyChangedViewIsRefusedAndItsToolsHeldBackUntilAccepted() throws IOException {
        String before = readView().statusCode(200).extract().path("contents[0].text");
        String changed = callTool("apps_change_view", body(arguments())).statusCode(200)
                .extract().path("content[0].text");
        String revision = changed.substring(changed.lastIndexOf(' ') + 1);

        readView().statusCode(400).body("code", equalTo(-32603)).body("message", containsString("held back"));
        await().atMost(Duration.ofSeconds(20)).until(() -> !manifest().getList("tools.name").contains("apps_show-clock"));
        assertThat(manifest().getList("tools.name")).doesNotContain("apps_tick").contains("apps_change_view");
        assertThat(manifest().getList("resources.uri"))
                .doesNotContain(BridgedAppsKeepTheirViewsUnderTheBridgesNamesTest.VIEW);
        readView().statusCode(404);
        JsonNode pending = JSON.readTree(reviews.held("mcp-bridge", "apps/show-clock"));
        String offered = pending.path("offeredDigest").asText();
        assertThat(pending.path("definition").path("view").asText()).startsWith("sha256:");

        JsonNode tickPending = JSON.readTree(reviews.held("mcp-bridge", "apps/tick"));
        Files.writeString(UpstreamServersResource.acceptFile(), offered + " apps/show-clock\n"
                + tickPending.path("offeredDigest").asText() + " apps/tick\n", StandardOpenOption.APPEND);

        await().atMost(Duration.ofSeconds(20)).until(() -> manifest().getList("tools.name").contains("apps_show-clock")
                && manifest().getList("tools.name").contains("apps_tick"));
        String after = readView().statusCode(200).extract().path("contents[0].text");
        assertThat(after).isNotEqualTo(before).contains("revision " + revision);
    }
}
