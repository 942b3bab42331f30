package dev.switchboard.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a list written as text, as people type requirements into a prompt field: one item per line when there are
 * several lines, otherwise items separated by commas or semicolons (ASCII, full-width or the CJK enumeration comma).
 * Leading list markers ({@code -}, {@code *}, {@code •}, {@code 1.}, {@code 2)}) are dropped.
 */
public final class ItemList {

    private static final Pattern LINES = Pattern.compile("\\R");
    private static final Pattern SEPARATORS = Pattern.compile("[,;，；、]");
    private static final Pattern LIST_MARKER = Pattern.compile("^(?:[-*•]|\\d{1,3}[.)])\\s+");

    private ItemList() {
    }

    public static List<String> parse(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        String[] parts = text.strip().contains("\n") || text.strip().contains("\r")
                ? LINES.split(text)
                : SEPARATORS.split(text);
        List<String> items = new ArrayList<>();
        for (String part : parts) {
            String item = LIST_MARKER.matcher(part.strip()).replaceFirst("").strip();
            if (!item.isEmpty()) {
                items.add(item);
            }
        }
        return items;
    }
}
