package dev.switchboard.configreference;

import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A doc comment's main description (what comes before its block tags) as one line of Markdown for a table cell:
 * {@code {@code x}} becomes a code span, a link to a sibling method becomes the full name of that method's property,
 * any other link the simple name of its target, and paragraph and list tags become spaces.
 */
final class Javadoc {

    private static final Pattern BLOCK_TAG = Pattern.compile("(?m)^\\s*@[a-zA-Z]+\\b");
    private static final Pattern HTML_TAG = Pattern.compile("</?(p|ul|ol|li|em|i|b|strong)\\s*/?>",
            Pattern.CASE_INSENSITIVE);

    private Javadoc() {
    }

    /**
     * @param comment the comment as {@code Elements.getDocComment} gives it, or null
     * @param sibling the full property name of a method of the same interface, by method name
     * @return the Markdown, empty when there is no comment
     */
    static String toMarkdown(String comment, Function<String, Optional<String>> sibling) {
        if (comment == null) {
            return "";
        }
        var blockTag = BLOCK_TAG.matcher(comment);
        String main = blockTag.find() ? comment.substring(0, blockTag.start()) : comment;
        StringBuilder markdown = new StringBuilder();
        int at = 0;
        while (at < main.length()) {
            int tag = main.indexOf("{@", at);
            if (tag < 0) {
                markdown.append(text(main.substring(at)));
                break;
            }
            markdown.append(text(main.substring(at, tag)));
            int end = closing(main, tag);
            String inner = main.substring(tag + 2, end);
            String name = inner.split("\\s", 2)[0];
            String argument = inner.substring(name.length()).strip();
            markdown.append(switch (name) {
                case "code", "literal" -> code(argument);
                case "link", "linkplain", "value" -> link(argument, sibling);
                default -> text(argument);
            });
            at = end + 1;
        }
        return markdown.toString().replaceAll("\\s+", " ").strip();
    }

    /** The index of the brace that closes the inline tag opening at {@code start}. */
    private static int closing(String text, int start) {
        int depth = 0;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        throw new IllegalArgumentException("an inline tag is not closed: " + text.substring(start));
    }

    private static String link(String argument, Function<String, Optional<String>> sibling) {
        String[] parts = argument.split("\\s+", 2);
        if (parts.length == 2) {
            return text(parts[1]);
        }
        String target = parts[0];
        if (target.startsWith("#")) {
            String method = target.substring(1).replaceFirst("\\(.*", "");
            return code(sibling.apply(method).orElse(method));
        }
        String type = target.replaceFirst("\\(.*", "");
        return code(type.substring(type.lastIndexOf('.', type.contains("#") ? type.indexOf('#') : type.length()) + 1)
                .replace('#', '.'));
    }

    private static String code(String content) {
        String cell = content.strip().replace("|", "\\|");
        return cell.contains("`") ? "`` " + cell + " ``" : "`" + cell + "`";
    }

    /** Plain text: entities stay (Markdown reads them as HTML does), a bare {@code <} cannot open a tag. */
    private static String text(String text) {
        return HTML_TAG.matcher(text).replaceAll(" ").replace("<", "&lt;").replace("|", "\\|").replace("*", "\\*");
    }
}
