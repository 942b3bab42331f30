package dev.switchboard.gateway.catalog;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The catalogue's view of MCP Apps: a tool only views may call is routable but not listed; a view a tool names is
 * found through that tool even when no service lists it; aliases resolve to the tool claiming them, never shadow a
 * real name, and are ambiguous when two tools claim one; MCP Apps is offered only while some tool or resource has a
 * view.
 */
class AppOnlyToolsAndViewsAreFoundButNotListedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ServiceEndpoint CHARTS = new ServiceEndpoint("charts", "http://127.0.0.1:1", "000000000001",
            null);
    private static final ServiceEndpoint OTHER = new ServiceEndpoint("other", "http://127.0.0.1:2", "000000000002",
            null);

    private static CatalogTool tool(ServiceEndpoint service, String name, ObjectNode meta, String... aliases) {
        ObjectNode schema = JSON.createObjectNode().put("type", "object");
        ToolDescriptor descriptor = new ToolDescriptor(name, null, name, schema, null, null, null, meta, null, null,
                null, null, List.of(aliases), null);
        return new CatalogTool(descriptor, ArgumentSchema.compile(name, schema), service, JSON.valueToTree(descriptor),
                List.of());
    }

    private static ObjectNode appOnly(String view) {
        ObjectNode meta = McpApps.toolMeta(view);
        ((ObjectNode) meta.get(McpApps.META)).putArray("visibility").add(McpApps.APP);
        return meta;
    }

    private static CatalogSnapshot snapshot(Map<String, CatalogEntry> resources, CatalogTool... tools) {
        TreeMap<String, CatalogTool> byName = new TreeMap<>();
        for (CatalogTool tool : tools) {
            byName.put(tool.name(), tool);
        }
        return new CatalogSnapshot(byName, new TreeMap<>(), new TreeMap<>(resources), List.of(), Map.of(), List.of());
    }

    @Test
    void anAppOnlyToolIsRoutableButNeitherListedNorNamed() {
        CatalogSnapshot catalog = snapshot(Map.of(), tool(CHARTS, "chart", McpApps.toolMeta("ui://charts/view")),
                tool(CHARTS, "chart_refresh", appOnly("ui://charts/view")));

        assertThat(catalog.toolListings()).extracting(listing -> listing.path("name").asText()).containsExactly("chart");
        assertThat(catalog.toolNames()).containsExactly("chart");
        assertThat(catalog.tool("chart_refresh")).isPresent();
    }

    @Test
    void aViewNoServiceListsBelongsToTheServiceOfTheToolNamingIt() {
        CatalogSnapshot catalog = snapshot(Map.of(), tool(OTHER, "plain", null),
                tool(CHARTS, "chart", McpApps.toolMeta("ui://charts/view")));

        assertThat(catalog.resourceOwner("ui://charts/view")).contains(CHARTS);
        assertThat(catalog.toolsViewing("ui://charts/view")).extracting(CatalogTool::name).containsExactly("chart");
        assertThat(catalog.resourceOwner("ui://charts/other")).isEmpty();
    }

    @Test
    void anAliasResolvesToItsToolButNeverShadowsARealName() {
        CatalogSnapshot catalog = snapshot(Map.of(), tool(CHARTS, "charts_refresh", appOnly("ui://charts/view"),
                "refresh", "plain"), tool(OTHER, "plain", null));

        assertThat(catalog.appTools("refresh")).extracting(CatalogTool::name).containsExactly("charts_refresh");
        assertThat(catalog.appTools("plain")).isEmpty();
        assertThat(catalog.ambiguousAliases()).isEmpty();
    }

    @Test
    void anAliasTwoToolsClaimIsAmbiguous() {
        CatalogSnapshot catalog = snapshot(Map.of(), tool(CHARTS, "charts_refresh", null, "refresh"),
                tool(OTHER, "other_refresh", null, "refresh"));

        assertThat(catalog.appTools("refresh")).hasSize(2);
        assertThat(catalog.ambiguousAliases()).containsEntry("refresh", List.of("charts_refresh", "other_refresh"));
    }

    @Test
    void aToolOnlyTheModelMayCallHasNoAlias() {
        ObjectNode modelOnly = McpApps.toolMeta("ui://charts/view");
        ((ObjectNode) modelOnly.get(McpApps.META)).putArray("visibility").add(McpApps.MODEL);

        assertThat(snapshot(Map.of(), tool(CHARTS, "charts_export", modelOnly, "export")).appTools("export")).isEmpty();
    }

    @Test
    void appsAreOfferedOnlyWhileSomethingHasAView() {
        CatalogEntry listedView = new CatalogEntry("ui://charts/board", CHARTS,
                JSON.valueToTree(ResourceDescriptor.of("ui://charts/board", "board", null, McpApps.MIME_TYPE)));

        assertThat(snapshot(Map.of(), tool(OTHER, "plain", null)).offersViews()).isFalse();
        assertThat(snapshot(Map.of(), tool(CHARTS, "chart", McpApps.toolMeta("ui://charts/view"))).offersViews())
                .isTrue();
        assertThat(snapshot(Map.of("ui://charts/board", listedView), tool(OTHER, "plain", null)).offersViews())
                .isTrue();
    }
}
