package dev.switchboard.deployfiles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated parts of a hand-written file: the lines between a line containing {@code services.txt: begin ID} and
 * the next containing {@code services.txt: end}, in the file's own comment syntax. The marker lines stay; what is
 * between them is replaced by the region's content, each line indented as its begin marker.
 */
final class GeneratedRegions {

    private static final Pattern BEGIN = Pattern.compile("^(\\s*).*services\\.txt: begin ([a-z-]+)");
    private static final String END = "services.txt: end";

    private GeneratedRegions() {
    }

    /**
     * {@code text} with every region filled from {@code contents} (by ID, lines ending in a line feed).
     *
     * @throws IllegalArgumentException when a region has no end, no content is given for a region, or a content's
     *         region is not in the file
     */
    static String fill(String file, String text, Map<String, String> contents) {
        List<String> lines = text.lines().toList();
        List<String> filled = new ArrayList<>();
        Set<String> found = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            filled.add(line);
            Matcher begin = BEGIN.matcher(line);
            if (!begin.find()) {
                continue;
            }
            String id = begin.group(2);
            String content = contents.get(id);
            if (content == null) {
                throw new IllegalArgumentException(file + ": nothing is generated for its region " + id);
            }
            found.add(id);
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).contains(END)) {
                end++;
            }
            if (end == lines.size()) {
                throw new IllegalArgumentException(file + ": region " + id + " has no '" + END + "' line");
            }
            content.lines().map(row -> row.isEmpty() ? row : begin.group(1) + row).forEach(filled::add);
            filled.add(lines.get(end));
            i = end;
        }
        for (String id : contents.keySet()) {
            if (!found.contains(id)) {
                throw new IllegalArgumentException(file + ": has no region " + id + " ('services.txt: begin " + id
                        + "' ... '" + END + "')");
            }
        }
        return String.join("\n", filled) + "\n";
    }
}
