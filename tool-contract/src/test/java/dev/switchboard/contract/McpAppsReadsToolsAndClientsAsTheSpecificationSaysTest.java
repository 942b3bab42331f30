package dev.switchboard.contract;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The MCP Apps members the suite reads: a tool's view (nested {@code ui.resourceUri} first, the deprecated flat key
 * otherwise), its visibility (both model and app when absent), and a client's declaration, which counts only with the
 * HTML views' MIME type; a service reads the declaration from its call's context.
 */
class McpAppsReadsToolsAndClientsAsTheSpecificationSaysTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void aToolsViewIsTheNestedUriElseTheFlatOne() throws Exception {
        assertThat(McpApps.resourceUri(json("{\"ui\":{\"resourceUri\":\"ui://a\"},\"ui/resourceUri\":\"ui://b\"}")))
                .contains("ui://a");
        assertThat(McpApps.resourceUri(json("{\"ui/resourceUri\":\"ui://b\"}"))).contains("ui://b");
        assertThat(McpApps.resourceUri(json("{\"ui\":{}}"))).isEmpty();
        assertThat(McpApps.resourceUri(null)).isEmpty();
    }

    @Test
    void visibilityDefaultsToModelAndApp() throws Exception {
        assertThat(McpApps.visibleToModel(null)).isTrue();
        assertThat(McpApps.callableByApps(json("{\"ui\":{\"resourceUri\":\"ui://a\"}}"))).isTrue();
        assertThat(McpApps.visibleToModel(json("{\"ui\":{\"visibility\":[\"app\"]}}"))).isFalse();
        assertThat(McpApps.callableByApps(json("{\"ui\":{\"visibility\":[\"model\"]}}"))).isFalse();
    }

    @Test
    void aClientRendersViewsOnlyWithTheirMimeType() throws Exception {
        JsonNode declared = json("{\"extensions\":{\"io.modelcontextprotocol/ui\":"
                + "{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}");
        CallContext context = new CallContext("r", "t", "s", declared, false, null, null);

        assertThat(context.clientRendersViews()).isTrue();
        assertThat(context.clientExtension(McpApps.EXTENSION)).contains(declared.at("/extensions/io.modelcontextprotocol~1ui"));
        assertThat(McpApps.rendersViews(json("{\"extensions\":{\"io.modelcontextprotocol/ui\":{}}}"))).isFalse();
        assertThat(McpApps.rendersViews(json("{}"))).isFalse();
        assertThat(CallContext.none().clientExtension(McpApps.EXTENSION)).isEmpty();
    }
}
