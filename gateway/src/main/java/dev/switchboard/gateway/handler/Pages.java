package dev.switchboard.gateway.handler;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.McpException;

/** Cursor pagination over a list: the cursor is an opaque token holding the next offset. */
public final class Pages {

    private Pages() {
    }

    /** One page of items and the cursor of the next page (null on the last page). */
    public record Page<T extends JsonNode>(List<T> items, String nextCursor) {

        /** {@code {<field>: [...], nextCursor?}}: the body of every MCP list result. */
        public ObjectNode toResult(String field) {
            ObjectNode result = JsonNodeFactory.instance.objectNode();
            result.putArray(field).addAll(items);
            if (nextCursor != null) {
                result.put("nextCursor", nextCursor);
            }
            return result;
        }
    }

    /** The {@code cursor} of a list request: absent/null means the first page; anything but a string is invalid. */
    public static String cursor(ObjectNode params) {
        JsonNode cursor = params == null ? null : params.get("cursor");
        if (cursor == null || cursor.isNull()) {
            return null;
        }
        if (!cursor.isTextual()) {
            throw McpException.invalidParams("Invalid cursor: must be a string");
        }
        return cursor.asText();
    }

    public static <T extends JsonNode> Page<T> page(List<T> all, String cursor, int pageSize) {
        int offset = cursor == null ? 0 : offset(cursor, all.size());
        int end = Math.min(all.size(), offset + pageSize);
        String next = end < all.size() ? encode(end) : null;
        return new Page<>(all.subList(offset, end), next);
    }

    private static int offset(String cursor, int size) {
        int offset = offset(cursor);
        if (offset > size) {
            throw invalid();
        }
        return offset;
    }

    /** The offset a cursor holds (0 for none), for lists paged somewhere else (in Redis). */
    static int offset(String cursor) {
        if (cursor == null) {
            return 0;
        }
        try {
            String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.US_ASCII);
            if (decoded.startsWith("o:")) {
                int offset = Integer.parseInt(decoded.substring(2));
                if (offset >= 0) {
                    return offset;
                }
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw invalid();
    }

    private static McpException invalid() {
        return McpException.invalidParams(
                "Invalid cursor: use the nextCursor of a previous page, or none for the first page");
    }

    /** The cursor of the page starting at {@code offset}. */
    static String encode(int offset) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(("o:" + offset).getBytes(StandardCharsets.US_ASCII));
    }
}
