package dev.switchboard.contract;

import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.ResourceContents;

import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static org.assertj.core.api.Assertions.assertThat;

class ToolResultJsonTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void structuredResultCarriesTheSameJsonAsText() throws Exception {
        ToolResult result = ToolResult.structured(JsonNodeFactory.instance.objectNode().put("wordCount", 3));

        String wire = json.writeValueAsString(result);

        assertThatJson(wire).isEqualTo("""
                {"resultType":"complete","content":[{"type":"text","text":"{\\"wordCount\\":3}"}],
                 "structuredContent":{"wordCount":3}}""");
        assertThat(json.readValue(wire, ToolResult.class)).isEqualTo(result);
    }

    @Test
    void aResultsMetaIsWrittenAsUnderscoreMetaAndReadBack() throws Exception {
        ToolResult result = ToolResult.structured(JsonNodeFactory.instance.objectNode().put("n", 1))
                .withMeta(JsonNodeFactory.instance.objectNode().put("example.com/drawnAt", "12:00"));

        String wire = json.writeValueAsString(result);

        assertThatJson(wire).inPath("_meta").isEqualTo("{\"example.com/drawnAt\":\"12:00\"}");
        assertThat(json.readValue(wire, ToolResult.class)).isEqualTo(result);
    }

    @Test
    void inputRequiredRoundTrips() throws Exception {
        ToolResult result = new InputRequired(Map.of("llm", new InputRequest(InputRequest.SAMPLING,
                JsonNodeFactory.instance.objectNode().put("maxTokens", 100))), "state-1");

        String wire = json.writeValueAsString(result);

        assertThatJson(wire).isEqualTo("""
                {"resultType":"input_required","requestState":"state-1",
                 "inputRequests":{"llm":{"method":"sampling/createMessage","params":{"maxTokens":100}}}}""");
        assertThat(json.readValue(wire, ToolResult.class)).isEqualTo(result);
    }

    @Test
    void everyContentKindKeepsItsWireType() throws Exception {
        ToolResult result = ToolResult.of(Content.text("t"), Content.image("iVBO", "image/png"),
                Content.audio("UklG", "audio/wav"),
                Content.resource(ResourceContents.text("test://x", "text/plain", "body")));

        String wire = json.writeValueAsString(result);

        assertThatJson(wire).inPath("content[*].type").isArray().containsExactly("text", "image", "audio", "resource");
        assertThat(json.readValue(wire, ToolResult.class)).isEqualTo(result);
    }

    @Test
    void errorResultIsFlagged() throws Exception {
        assertThatJson(json.writeValueAsString(ToolResult.error("GitHub unreachable")))
                .isEqualTo("""
                        {"resultType":"complete","content":[{"type":"text","text":"GitHub unreachable"}],"isError":true}""");
    }
}
