package dev.switchboard.bridge.apps;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.manifest;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * An upstream with a view also offers {@code ui://charts/palette.json}, JSON its view reads by that URI and that no
 * tool names: the bridge lists it in the bridge's namespace ({@code ui://apps/charts/palette.json}) with the
 * upstream's own URI as the alias the view reads it by, and a read of it reaches the upstream, as for the upstream's
 * other resources. Only a {@code ui://} resource a tool names is a view, pinned and tied to its tools.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AUiResourceNoToolNamesIsServedUnderBothUrisTest {

    static final String PALETTE = "ui://apps/charts/palette.json";

    @BeforeEach
    void upstreamListed() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void itIsListedWithTheUpstreamsOwnUriAsItsAlias() {
        assertThat(manifest().getList("resources.find { it.uri == '" + PALETTE + "' }.appAliases"))
                .containsExactly("ui://charts/palette.json");
    }

    @Test
    void aReadReachesTheUpstream() {
        given().contentType("application/json")
                .body("{\"uri\":\"" + PALETTE + "\",\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/resources/read").then().statusCode(200)
                .body("contents[0].uri", equalTo(PALETTE))
                .body("contents[0].mimeType", equalTo("application/json"))
                .body("contents[0].text", equalTo("{\"accent\":\"#0b6e4f\"}"));
    }
}
