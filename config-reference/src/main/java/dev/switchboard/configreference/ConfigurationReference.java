package dev.switchboard.configreference;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The generated part of docs/configuration.md: every property of every {@code @ConfigMapping} interface, with its
 * environment variable, type, default and description, grouped by module. The page's other parts are written by hand;
 * the generated part sits between a {@value #BEGIN} line and a {@value #END} line. Argument: the repository root
 * (default: the working directory). Writes the page when it differs, and exits 1 while a property or group has no
 * description.
 */
public final class ConfigurationReference {

    /** The page, from the repository root. */
    public static final String PAGE = "docs/configuration.md";
    /** How to bring the page up to date, for messages. */
    public static final String REGENERATE = "./mvnw -q -pl config-reference compile exec:exec";
    static final String BEGIN = "<!-- config-reference: begin";
    static final String END = "<!-- config-reference: end -->";

    private ConfigurationReference() {
    }

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "").toAbsolutePath();
        List<Mapping> mappings = MappingSources.read(root);
        Path page = root.resolve(PAGE);
        String expected = page(Files.readString(page), mappings);
        if (!expected.equals(Files.readString(page))) {
            Files.writeString(page, expected);
            System.out.println("[config-reference] wrote " + PAGE);
        }
        int properties = mappings.stream().mapToInt(mapping -> mapping.properties().size()).sum();
        System.out.printf("[config-reference] %d properties of %d mappings in %s%n", properties, mappings.size(), PAGE);
        List<String> undocumented = undocumented(mappings);
        undocumented.forEach(problem -> System.err.println("[config-reference] " + problem));
        if (!undocumented.isEmpty()) {
            System.exit(1);
        }
    }

    /** Every property and group without a description, one line each saying what to write. */
    public static List<String> undocumented(List<Mapping> mappings) {
        List<String> problems = new ArrayList<>();
        for (Mapping mapping : mappings) {
            for (Section section : mapping.sections()) {
                if (section.description().isEmpty()) {
                    problems.add("`" + section.path() + "` (" + section.origin() + ", " + mapping.module()
                            + ") has no description: write the Javadoc of "
                            + (section.origin().contains("#") ? "that method or of its interface" : "that interface")
                            + ", then run " + REGENERATE);
                }
                for (Property property : section.properties()) {
                    if (property.description().isEmpty()) {
                        problems.add("`" + property.name() + "` (" + property.origin() + ", " + mapping.module()
                                + ") has no description: write the Javadoc of that method, then run " + REGENERATE);
                    }
                }
            }
        }
        return problems;
    }

    /** {@code page} with its generated part replaced by what {@code mappings} give. */
    public static String page(String page, List<Mapping> mappings) {
        int begin = page.indexOf(BEGIN);
        int end = page.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException(PAGE + " has no '" + BEGIN + " …' line followed by a '" + END
                    + "' line");
        }
        int afterBegin = page.indexOf('\n', begin) + 1;
        return page.substring(0, afterBegin) + generated(mappings) + page.substring(end);
    }

    /** The generated part: an index of the modules, then each module's mappings. */
    static String generated(List<Mapping> mappings) {
        Map<String, List<Mapping>> modules = new LinkedHashMap<>();
        mappings.forEach(mapping -> modules.computeIfAbsent(mapping.module(), m -> new ArrayList<>()).add(mapping));
        StringBuilder text = new StringBuilder("\n| module | prefixes |\n|---|---|\n");
        modules.forEach((module, own) -> text.append("| [").append(module).append("](#").append(anchor(module))
                .append(") | ").append(String.join(", ", own.stream().map(m -> "`" + m.prefix() + "`").toList()))
                .append(" |\n"));
        modules.forEach((module, own) -> {
            text.append("\n### ").append(module).append('\n');
            for (Mapping mapping : own) {
                boolean root = true;
                for (Section section : mapping.sections()) {
                    text.append("\n**`").append(section.path()).append("`**");
                    if (root) {
                        text.append(" (`").append(mapping.type().substring(mapping.type().lastIndexOf('.') + 1))
                                .append("`)");
                        root = false;
                    }
                    text.append(section.description().isEmpty() ? "" : ": " + section.description()).append('\n');
                    if (!section.properties().isEmpty()) {
                        text.append("\n| property | environment variable | type | default | what it does |\n")
                                .append("|---|---|---|---|---|\n");
                        section.properties().forEach(property -> text.append(row(property)));
                    }
                }
            }
        });
        return text.append('\n').toString();
    }

    private static String row(Property property) {
        String fallback = switch (property.presence()) {
            case DEFAULTED -> property.defaultValue().isEmpty() ? "empty" : code(property.defaultValue());
            case OPTIONAL -> "none";
            case REQUIRED -> "required";
        };
        return "| " + code(property.name()) + " | " + code(property.environmentVariable()) + " | " + property.type()
                + " | " + fallback + " | " + property.description() + " |\n";
    }

    private static String code(String text) {
        return "`" + text.replace("|", "\\|") + "`";
    }

    /** The anchor GitHub gives a heading: lower case, letters, digits, spaces as dashes, dashes and underscores. */
    static String anchor(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }
}
