package dev.switchboard.planner.tool;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * {@code generatePlan} names its MCP App, {@code ui://planner/plan}, which the service lists and serves as one HTML
 * document of MIME type {@code text/html;profile=mcp-app} without a Content Security Policy of its own: it loads
 * nothing from anywhere (no external script, style, image, font or frame, no network call), so the specification's
 * restrictive default is all it needs.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ThePlanViewIsASelfContainedMcpAppTest {

    /**
     * What would reach beyond the document: a URL-bearing attribute, a CSS import or a url() other than a reference to
     * an element of the document itself ({@code url(#arrow)}), a network API.
     */
    private static final List<Pattern> EXTERNAL = List.of(Pattern.compile("\\b(src|href|action|poster)\\s*="),
            Pattern.compile("@import|url\\(\\s*['\"]?(?!#)"),
            Pattern.compile("\\b(fetch|XMLHttpRequest|WebSocket|EventSource)\\b"),
            Pattern.compile("<(iframe|object|embed|link|img|base)\\b"));

    @Test
    void theToolNamesItsView() {
        given().when().get("/internal/v1/manifest").then().statusCode(200)
                .body("tools[0]._meta.ui.resourceUri", equalTo(PlanView.URI))
                .body("resources[0].uri", equalTo(PlanView.URI))
                .body("resources[0].mimeType", equalTo("text/html;profile=mcp-app"));
    }

    @Test
    void theViewIsOneDocumentThatReachesNothingOutside() {
        String html = given().contentType("application/json")
                .body("{\"uri\":\"" + PlanView.URI + "\",\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/resources/read").then().statusCode(200)
                .body("contents[0].mimeType", equalTo("text/html;profile=mcp-app"))
                .body("contents[0]._meta.ui.csp", nullValue())
                .body("contents[0]._meta.ui.prefersBorder", equalTo(true))
                .extract().path("contents[0].text");

        assertThat(html).startsWith("<!DOCTYPE html>").contains("ui/initialize").contains("generatePlan");
        assertThat(EXTERNAL).allSatisfy(pattern -> assertThat(pattern.matcher(html).find())
                .as("the view contains %s", pattern).isFalse());
    }
}
