package dev.switchboard.bridge.pinning;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code sha256:<hex>} of what a model reads and relies on in an upstream tool: its name, description, input schema
 * and output schema, as canonical JSON (object keys sorted, no white space), so the same definition always gets the
 * same digest whatever order the upstream lists its keys in. A tool with an MCP Apps view adds what a user sees and
 * what the view may do: its {@code _meta.ui} and the digest of the view's contents ({@link #of} of them), so a view
 * changed under an unchanged tool changes the tool's digest. A tool without a view is digested as before views were.
 */
public final class ToolDigest {

    private ToolDigest() {
    }

    public static ObjectNode pinnedPart(String name, String description, JsonNode inputSchema, JsonNode outputSchema) {
        ObjectNode part = JsonNodeFactory.instance.objectNode();
        part.put("name", name);
        part.put("description", description);
        part.set("inputSchema", inputSchema);
        part.set("outputSchema", outputSchema);
        return part;
    }

    /**
     * The pinned part of a tool with a view: {@code ui} is its {@code _meta.ui} (with the deprecated flat
     * {@code ui/resourceUri} when it uses that), {@code viewDigest} the digest of the view's contents.
     */
    public static ObjectNode pinnedPart(String name, String description, JsonNode inputSchema, JsonNode outputSchema,
            JsonNode ui, String viewDigest) {
        ObjectNode part = pinnedPart(name, description, inputSchema, outputSchema);
        part.set("ui", ui);
        part.put("view", viewDigest);
        return part;
    }

    public static String of(JsonNode pinnedPart) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest(canonical(pinnedPart).toString().getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static JsonNode canonical(JsonNode node) {
        if (node == null) {
            return JsonNodeFactory.instance.nullNode();
        }
        if (node.isObject()) {
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            Collections.sort(names);
            ObjectNode sorted = JsonNodeFactory.instance.objectNode();
            names.forEach(name -> sorted.set(name, canonical(node.get(name))));
            return sorted;
        }
        if (node.isArray()) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            node.forEach(element -> copy.add(canonical(element)));
            return copy;
        }
        return node;
    }
}
