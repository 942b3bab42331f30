package dev.switchboard.contract;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A result's {@code _meta} on its way to a client. It passes as its service (or bridged server) wrote it, except for the
 * keys MCP reserves (basic/index, "_meta": a prefix whose second label is {@code modelcontextprotocol} or {@code mcp},
 * such as {@code io.modelcontextprotocol/related-task}): those belong to the protocol hop that sets them, so the gateway
 * and the bridge drop them from what they relay and set their own.
 */
public final class ResultMeta {

    private ResultMeta() {
    }

    /** Whether MCP reserves {@code key}: its prefix (before the last {@code /}) has a second label of that name. */
    public static boolean isReserved(String key) {
        int slash = key.lastIndexOf('/');
        if (slash <= 0) {
            return false;
        }
        String[] labels = key.substring(0, slash).split("\\.");
        return labels.length >= 2 && (labels[1].equals("modelcontextprotocol") || labels[1].equals("mcp"));
    }

    /** Removes the reserved keys from {@code result}'s {@code _meta}, in place, and an {@code _meta} left empty. */
    public static void dropReserved(JsonNode result) {
        if (!(result instanceof ObjectNode object) || !(object.get("_meta") instanceof ObjectNode meta)) {
            return;
        }
        List<String> reserved = new ArrayList<>();
        meta.fieldNames().forEachRemaining(key -> {
            if (isReserved(key)) {
                reserved.add(key);
            }
        });
        meta.remove(reserved);
        if (meta.isEmpty()) {
            object.remove("_meta");
        }
    }
}
