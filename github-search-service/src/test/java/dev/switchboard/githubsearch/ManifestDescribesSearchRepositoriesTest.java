package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import dev.switchboard.githubsearch.github.GitHubClient;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ManifestDescribesSearchRepositoriesTest {

    @Test
    void theToolIsListedWithPreciseSchemasAnnotationsAndHints() {
        String manifest = given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .extract().asString();

        assertThatJson(manifest).node("service").isEqualTo("github-search");
        assertThatJson(manifest).node("tools").isArray().hasSize(1);
        assertThatJson(manifest).inPath("tools[0]").isObject()
                .containsEntry("name", "searchRepositories")
                .containsEntry("timeoutMs", GitHubClient.WORST_CASE_MS)
                .containsEntry("idempotent", true)
                .doesNotContainKey("cacheTtlMs");
        assertThatJson(manifest).inPath("tools[0].annotations").isEqualTo(
                "{\"title\":\"Search GitHub repositories\",\"readOnlyHint\":true,\"destructiveHint\":false,"
                        + "\"idempotentHint\":true,\"openWorldHint\":true}");
        assertThatJson(manifest).inPath("tools[0].inputSchema").isObject()
                .containsEntry("type", "object")
                .containsEntry("additionalProperties", false)
                .containsEntry("required", java.util.List.of("query"));
        assertThatJson(manifest).inPath("tools[0].inputSchema.properties.query").isObject()
                .containsEntry("minLength", 1).containsEntry("maxLength", 256);
        assertThatJson(manifest).inPath("tools[0].inputSchema.properties.perPage").isObject()
                .containsEntry("minimum", 1).containsEntry("maximum", 100).containsEntry("default", 5);
        assertThatJson(manifest).inPath("tools[0].inputSchema.properties.sort.enum")
                .isEqualTo("[\"stars\",\"forks\",\"help-wanted-issues\",\"updated\"]");
        assertThatJson(manifest).inPath("tools[0].inputSchema.properties.order.enum").isEqualTo("[\"asc\",\"desc\"]");
        assertThatJson(manifest).inPath("tools[0].outputSchema.required").isArray()
                .contains("totalCount", "items");
        assertThatJson(manifest).inPath("tools[0].outputSchema.properties.items.items.required").isArray()
                .contains("name", "fullName", "description", "url", "stars");
    }
}
