package dev.switchboard.textanalysis.tools;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Input and output schemas of the tools, kept as JSON files under {@code schemas/}. */
final class ToolSchemas {

    private ToolSchemas() {
    }

    /**
     * The input schema of {@code tool}; its {@code text} gets a {@code maxLength} equal to the byte limit, which no
     * acceptable text exceeds in code points, so the gateway can refuse hopeless texts before forwarding them.
     */
    static ObjectNode input(ObjectMapper json, String tool, long maxTextBytes) {
        ObjectNode schema = read(json, tool + ".input.json");
        ((ObjectNode) schema.path("properties").path("text")).put("maxLength", Math.min(maxTextBytes, Integer.MAX_VALUE));
        return schema;
    }

    static ObjectNode output(ObjectMapper json, String tool) {
        return read(json, tool + ".output.json");
    }

    /** MCP annotations shared by the three tools: they only read the text they are given. */
    static ObjectNode readOnlyAnnotations(ObjectMapper json) {
        return json.createObjectNode()
                .put("readOnlyHint", true)
                .put("destructiveHint", false)
                .put("idempotentHint", true)
                .put("openWorldHint", false);
    }

    private static ObjectNode read(ObjectMapper json, String file) {
        try (InputStream in = ToolSchemas.class.getResourceAsStream("/schemas/" + file)) {
            if (in == null) {
                throw new IllegalStateException("schemas/" + file + " is missing");
            }
            return (ObjectNode) json.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
