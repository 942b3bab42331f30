package dev.switchboard.console;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * A line diff of two tool definitions, pretty-printed with sorted keys so only real changes differ: the longest common
 * subsequence of lines, each line marked kept ({@code " "}), removed ({@code "-"}) or added ({@code "+"}).
 */
final class DefinitionDiff {

    /** One line of the diff. */
    record Line(String mark, String text) {

        public String kind() {
            return switch (mark) {
                case "+" -> "added";
                case "-" -> "removed";
                default -> "kept";
            };
        }
    }

    private DefinitionDiff() {
    }

    static List<Line> lines(ObjectMapper json, JsonNode before, JsonNode after) {
        List<String> old = text(json, before);
        List<String> now = text(json, after);
        int[][] common = new int[old.size() + 1][now.size() + 1];
        for (int i = old.size() - 1; i >= 0; i--) {
            for (int j = now.size() - 1; j >= 0; j--) {
                common[i][j] = old.get(i).equals(now.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<Line> lines = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < old.size() || j < now.size()) {
            if (i < old.size() && j < now.size() && old.get(i).equals(now.get(j))) {
                lines.add(new Line(" ", old.get(i++)));
                j++;
            } else if (i < old.size() && (j == now.size() || common[i + 1][j] >= common[i][j + 1])) {
                lines.add(new Line("-", old.get(i++)));
            } else {
                lines.add(new Line("+", now.get(j++)));
            }
        }
        return lines;
    }

    private static List<String> text(ObjectMapper json, JsonNode node) {
        if (node == null || node.isMissingNode() || node.isNull()) {
            return List.of();
        }
        try {
            Object sorted = json.treeToValue(node, Object.class);
            return List.of(json.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                    .writerWithDefaultPrettyPrinter().writeValueAsString(sorted).split("\n"));
        } catch (JsonProcessingException e) {
            return List.of(node.toString());
        }
    }
}
