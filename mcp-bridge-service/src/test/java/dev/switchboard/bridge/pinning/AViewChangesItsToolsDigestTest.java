package dev.switchboard.bridge.pinning;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool with an MCP Apps view is pinned with its {@code _meta.ui} and the digest of its view's contents, so a view
 * changed under an unchanged tool, or a tool's view or visibility changed, changes the tool's digest; a tool without
 * a view keeps the digest it was pinned with before views were pinned, so no pin made then is held back now.
 */
class AViewChangesItsToolsDigestTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void aToolWithoutAViewKeepsItsEarlierDigest() throws Exception {
        JsonNode schema = json("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}");

        assertThat(ToolDigest.of(ToolDigest.pinnedPart("t", "Does it.", schema, null)))
                .isEqualTo("sha256:9895acde7adfb68ef525733594f23c2d846c8c469965bc4ba0822574c593161b");
    }

    @Test
    void theViewsContentsAndTheToolsUiMetadataAreInTheDigest() throws Exception {
        JsonNode schema = json("{\"type\":\"object\"}");
        JsonNode ui = json("{\"resourceUri\":\"ui://clock/view.html\"}");
        JsonNode appOnly = json("{\"resourceUri\":\"ui://clock/view.html\",\"visibility\":[\"app\"]}");
        String view = ViewDigests.of(json("{\"contents\":[{\"uri\":\"ui://clock/view.html\","
                + "\"mimeType\":\"text/html;profile=mcp-app\",\"text\":\"<p>1</p>\"}]}"));
        String changedView = ViewDigests.of(json("{\"contents\":[{\"uri\":\"ui://clock/view.html\","
                + "\"mimeType\":\"text/html;profile=mcp-app\",\"text\":\"<p>2</p>\"}]}"));

        String pinned = ToolDigest.of(ToolDigest.pinnedPart("t", "Shows it.", schema, null, ui, view));

        assertThat(pinned).isNotEqualTo(ToolDigest.of(ToolDigest.pinnedPart("t", "Shows it.", schema, null)))
                .isNotEqualTo(ToolDigest.of(ToolDigest.pinnedPart("t", "Shows it.", schema, null, ui, changedView)))
                .isNotEqualTo(ToolDigest.of(ToolDigest.pinnedPart("t", "Shows it.", schema, null, appOnly, view)))
                .isEqualTo(ToolDigest.of(ToolDigest.pinnedPart("t", "Shows it.", schema, null, ui, view)));
    }
}
