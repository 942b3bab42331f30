package dev.switchboard.contract;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import static org.assertj.core.api.Assertions.assertThat;

/** A result's {@code _meta} keeps its own keys and loses those MCP reserves; one left empty goes altogether. */
class ReservedMetaKeysAreDroppedFromResultsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void reservedPrefixesAreThoseWhoseSecondLabelIsModelcontextprotocolOrMcp() {
        assertThat(ResultMeta.isReserved("io.modelcontextprotocol/related-task")).isTrue();
        assertThat(ResultMeta.isReserved("dev.mcp/anything")).isTrue();
        assertThat(ResultMeta.isReserved("com.example/modelcontextprotocol")).isFalse();
        assertThat(ResultMeta.isReserved("fx/series")).isFalse();
        assertThat(ResultMeta.isReserved("progressToken")).isFalse();
    }

    @Test
    void theServicesOwnKeysStay() throws Exception {
        ObjectNode result = (ObjectNode) JSON.readTree("{\"content\":[],\"_meta\":{\"fx/series\":{\"drawn\":1},"
                + "\"io.modelcontextprotocol/related-task\":{\"taskId\":\"t\"}}}");

        ResultMeta.dropReserved(result);

        assertThat(result.get("_meta").toString()).isEqualTo("{\"fx/series\":{\"drawn\":1}}");
    }

    @Test
    void aMetaOfReservedKeysOnlyGoesAltogether() throws Exception {
        ObjectNode result = (ObjectNode) JSON.readTree("{\"content\":[],\"_meta\":{\"io.modelcontextprotocol/"
                + "serverInfo\":{}}}");

        ResultMeta.dropReserved(result);

        assertThat(result.has("_meta")).isFalse();
    }
}
