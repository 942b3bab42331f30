package dev.switchboard.conformance;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ManifestListsEveryFixtureTest {

    static final List<String> SUITE_TOOLS = List.of(
            "test_simple_text", "test_image_content", "test_audio_content", "test_embedded_resource",
            "test_multiple_content_types", "test_tool_with_logging", "test_error_handling", "test_tool_with_progress",
            "test_sampling", "test_elicitation", "test_elicitation_sep1034_defaults", "test_elicitation_sep1330_enums",
            "test_reconnection", "json_schema_2020_12_tool",
            "test_input_required_result_elicitation", "test_input_required_result_sampling",
            "test_input_required_result_list_roots", "test_input_required_result_request_state",
            "test_input_required_result_multiple_inputs", "test_input_required_result_multi_round",
            "test_input_required_result_tampered_state", "test_input_required_result_capabilities",
            "test_missing_capability", "test_streaming_elicitation", "test_logging_tool",
            "test_trigger_tool_change", "test_trigger_prompt_change", "test_header_param",
            "greet", "slow_compute", "failing_job", "protocol_error_job", "confirm_delete", "multi_input",
            "test_tool_with_task");

    static final List<String> SUITE_PROMPTS = List.of("test_simple_prompt", "test_prompt_with_arguments",
            "test_prompt_with_embedded_resource", "test_prompt_with_image", "test_input_required_result_prompt");

    JsonNode manifest() throws Exception {
        return InternalCalls.JSON.readTree(given().when().get("/internal/v1/manifest")
                .then().statusCode(200).extract().asString());
    }

    @Test
    void everySuiteToolIsListedWithADescriptionAndAnObjectSchema() throws Exception {
        JsonNode manifest = manifest();
        assertThat(manifest.path("service").asText()).isEqualTo("conformance");
        List<String> names = new ArrayList<>();
        for (JsonNode tool : manifest.path("tools")) {
            names.add(tool.path("name").asText());
            assertThat(tool.path("description").asText()).as(tool.path("name").asText()).isNotBlank();
            assertThat(tool.path("inputSchema").path("type").asText()).as(tool.path("name").asText())
                    .isEqualTo("object");
            assertThat(tool.path("cacheTtlMs").asLong(-1)).as("never cached: " + tool.path("name").asText())
                    .isZero();
        }
        assertThat(names).containsAll(SUITE_TOOLS).contains("update_watched_resource", "test_tool_revision");
    }

    @Test
    void everySuitePromptIsListedWithADescription() throws Exception {
        List<String> names = new ArrayList<>();
        for (JsonNode prompt : manifest().path("prompts")) {
            names.add(prompt.path("name").asText());
            assertThat(prompt.path("description").asText()).isNotBlank();
        }
        assertThat(names).containsAll(SUITE_PROMPTS).contains("test_prompt_revision");
    }

    @Test
    void resourcesTemplatesAndCompletionsAreOffered() throws Exception {
        JsonNode manifest = manifest();
        List<String> uris = new ArrayList<>();
        manifest.path("resources").forEach(resource -> {
            uris.add(resource.path("uri").asText());
            assertThat(resource.path("name").asText()).isNotBlank();
        });
        assertThat(uris).containsExactly("test://static-text", "test://static-binary", "test://watched-resource");
        assertThat(manifest.path("resourceTemplates").get(0).path("uriTemplate").asText())
                .isEqualTo("test://template/{id}/data");
        assertThat(manifest.path("completions").asBoolean()).isTrue();
    }

    @Test
    void theJsonSchema2020ToolKeepsEveryKeywordTheSuiteLooksFor() throws Exception {
        JsonNode schema = null;
        for (JsonNode tool : manifest().path("tools")) {
            if (tool.path("name").asText().equals("json_schema_2020_12_tool")) {
                schema = tool.path("inputSchema");
            }
        }
        assertThat(schema).isNotNull();
        assertThat(schema.path("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(schema.path("$defs").path("address").path("$anchor").asText()).isNotEmpty();
        assertThat(schema.path("additionalProperties").isBoolean()).isTrue();
        assertThat(schema.path("additionalProperties").asBoolean()).isFalse();
        assertThat(schema.path("allOf").get(0).path("anyOf").isArray()).isTrue();
        assertThat(schema.has("if") && schema.has("then") && schema.has("else")).isTrue();
    }
}
