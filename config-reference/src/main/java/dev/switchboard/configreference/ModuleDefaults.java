package dev.switchboard.configreference;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values a mapping's own module gives its properties in {@code application.properties} (or, for a library, in
 * {@code META-INF/microprofile-config.properties}): they win over {@code @WithDefault}, so they are the defaults the
 * page shows. Profile-specific values ({@code %test.…}) are not defaults. {@code ${VARIABLE:value}}, where the
 * variable is the property's own environment variable, is shown as its value.
 */
final class ModuleDefaults {

    static final List<String> FILES = List.of("src/main/resources/application.properties",
            "src/main/resources/META-INF/microprofile-config.properties");
    private static final Pattern OWN_VARIABLE = Pattern.compile("\\$\\{([A-Z0-9_]+):(.*)}");

    private ModuleDefaults() {
    }

    static Mapping apply(Path root, Mapping mapping) {
        Properties values = new Properties();
        for (String file : FILES) {
            Path path = root.resolve(mapping.module()).resolve(file);
            if (Files.isRegularFile(path)) {
                try {
                    values.load(new StringReader(Files.readString(path)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        List<Section> sections = new ArrayList<>();
        for (Section section : mapping.sections()) {
            sections.add(new Section(section.path(), section.description(), section.origin(),
                    section.properties().stream().map(property -> {
                        String value = values.getProperty(property.name());
                        return value == null ? property : property.withDefault(shown(property, value.strip()));
                    }).toList()));
        }
        return mapping.withSections(sections);
    }

    private static String shown(Property property, String value) {
        Matcher own = OWN_VARIABLE.matcher(value);
        return own.matches() && own.group(1).equals(property.environmentVariable()) ? own.group(2) : value;
    }
}
