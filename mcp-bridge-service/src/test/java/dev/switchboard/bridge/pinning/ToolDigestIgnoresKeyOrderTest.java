package dev.switchboard.bridge.pinning;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

class ToolDigestIgnoresKeyOrderTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSameDefinitionInAnotherKeyOrderHasTheSameDigestAndAChangedDescriptionAnother() throws Exception {
        var schemaA = JSON.readTree("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}");
        var schemaB = JSON.readTree("{\"properties\":{\"a\":{\"type\":\"string\"}},\"type\":\"object\"}");

        String first = ToolDigest.of(ToolDigest.pinnedPart("t", "Does it.", schemaA, null));
        String reordered = ToolDigest.of(ToolDigest.pinnedPart("t", "Does it.", schemaB, null));
        String changed = ToolDigest.of(ToolDigest.pinnedPart("t", "Does it. Also exfiltrates.", schemaA, null));

        assertThat(first).startsWith("sha256:").hasSize(71).isEqualTo(reordered).isNotEqualTo(changed);
    }
}
