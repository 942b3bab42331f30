package dev.switchboard.memory.record;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The words of a memory that search looks at: every string in its {@code content} (depth first, in document order)
 * and its tags, one per line. Keys, numbers and booleans are structure, not words.
 */
public final class SearchableText {

    private SearchableText() {
    }

    public static String of(JsonNode content, List<String> tags) {
        StringBuilder text = new StringBuilder();
        collect(content, text);
        for (String tag : tags) {
            text.append(tag).append('\n');
        }
        return text.toString().strip();
    }

    private static void collect(JsonNode node, StringBuilder text) {
        if (node.isTextual()) {
            if (!node.asText().isBlank()) {
                text.append(node.asText()).append('\n');
            }
        } else if (node.isContainerNode()) {
            node.forEach(child -> collect(child, text));
        }
    }
}
