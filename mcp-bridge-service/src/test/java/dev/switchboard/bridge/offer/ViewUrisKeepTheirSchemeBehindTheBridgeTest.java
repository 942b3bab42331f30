package dev.switchboard.bridge.offer;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An upstream's MCP Apps views keep the {@code ui://} scheme hosts require: the upstream's name becomes the first
 * segment, in a tool's {@code _meta} (nested and deprecated flat key alike), in resource links of results, and is read
 * back to the upstream's own URI; other URIs keep the {@code <upstream>+} form.
 */
class ViewUrisKeepTheirSchemeBehindTheBridgeTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aViewUriGetsTheUpstreamAsItsFirstSegmentAndBack() {
        assertThat(ResourceUris.expose("apps", "ui://clock/view.html")).isEqualTo("ui://apps/clock/view.html");
        assertThat(ResourceUris.locate("ui://apps/clock/view.html"))
                .contains(new ResourceUris.Located("apps", "ui://clock/view.html"));
        assertThat(ResourceUris.locate("ui://apps/dashboard")).contains(new ResourceUris.Located("apps", "ui://dashboard"));
        assertThat(ResourceUris.locate("ui://nothing")).isEmpty();
        assertThat(ResourceUris.expose("remote", "notes://welcome")).isEqualTo("remote+notes://welcome");
    }

    @Test
    void aToolsMetaNamesTheViewUnderTheBridgesUriAndKeepsTheRest() throws Exception {
        ObjectNode meta = (ObjectNode) JSON.readTree("{\"ui\":{\"resourceUri\":\"ui://clock/view.html\","
                + "\"visibility\":[\"app\"]},\"ui/resourceUri\":\"ui://clock/view.html\",\"vendor/x\":1}");

        ObjectNode exposed = ResourceUris.exposeInToolMeta("apps", meta);

        assertThat(exposed).isEqualTo(JSON.readTree("{\"ui\":{\"resourceUri\":\"ui://apps/clock/view.html\","
                + "\"visibility\":[\"app\"]},\"ui/resourceUri\":\"ui://apps/clock/view.html\",\"vendor/x\":1}"));
        assertThat(meta.path("ui").path("resourceUri").asText()).isEqualTo("ui://clock/view.html");
    }

    @Test
    void aResultsLinkToAViewIsRewrittenToo() throws Exception {
        var content = JSON.readTree("[{\"type\":\"resource_link\",\"uri\":\"ui://clock/view.html\",\"name\":\"v\"},"
                + "{\"type\":\"resource\",\"resource\":{\"uri\":\"ui://clock/view.html\",\"text\":\"<p>\"}}]");

        ResourceUris.exposeInContent("apps", content);

        assertThat(content.get(0).path("uri").asText()).isEqualTo("ui://apps/clock/view.html");
        assertThat(content.get(1).path("resource").path("uri").asText()).isEqualTo("ui://apps/clock/view.html");
    }
}
