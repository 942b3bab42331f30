package dev.switchboard.configreference;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import dev.switchboard.configreference.Property.Presence;
import dev.switchboard.configreference.fixture.ShapesConfig;
import io.smallrye.config.ConfigMappings;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reader names every shape a mapping can take (inheritance, {@code @WithName}, {@code @WithParentName}, maps of
 * values and of groups, lists of groups, optional groups, runs of capitals) as SmallRye Config itself does, asked
 * through its own {@code ConfigMappings} about the same interface, compiled.
 */
class ShapesAreNamedAsSmallRyeConfigNamesThemTest {

    private static final Path MODULE = Repository.root().resolve("config-reference");

    @Test
    void everyShapeHasTheNameAndDefaultSmallRyeGivesIt() {
        Mapping shapes = MappingSources.readFiles(Repository.root(), List.of(
                MODULE.resolve("src/test/java/dev/switchboard/configreference/fixture/ShapesConfig.java"),
                MODULE.resolve("src/test/java/dev/switchboard/configreference/fixture/Named.java"))).getFirst();

        Map<String, String> read = new TreeMap<>();
        shapes.properties().forEach(property -> read.put(property.name(), property.defaultValue()));
        assertThat(read).isEqualTo(SmallRye.namesAndDefaults(ShapesConfig.class, "shapes"));
        assertThat(read).containsOnlyKeys("shapes.name", "shapes.max-body-size", "shapes.url-of-api",
                "shapes.renamed", "shapes.tokens.*", "shapes.upstreams.*.url", "shapes.upstreams.*.timeout",
                "shapes.mirrors[*].url", "shapes.mirrors[*].timeout", "shapes.fallback.url",
                "shapes.fallback.timeout", "shapes.max-rounds");
    }

    @Test
    void typesPresenceEnvironmentVariablesAndLinksAreRead() {
        Mapping shapes = MappingSources.readFiles(Repository.root(), List.of(
                MODULE.resolve("src/test/java/dev/switchboard/configreference/fixture/ShapesConfig.java"),
                MODULE.resolve("src/test/java/dev/switchboard/configreference/fixture/Named.java"))).getFirst();
        Map<String, Property> byName = new TreeMap<>();
        shapes.properties().forEach(property -> byName.put(property.name(), property));

        assertThat(byName.get("shapes.max-body-size")).extracting(Property::type, Property::presence,
                Property::environmentVariable).containsExactly("size", Presence.DEFAULTED, "SHAPES_MAX_BODY_SIZE");
        assertThat(byName.get("shapes.url-of-api").presence()).isEqualTo(Presence.OPTIONAL);
        assertThat(byName.get("shapes.tokens.*")).extracting(Property::presence, Property::environmentVariable)
                .containsExactly(Presence.OPTIONAL, "SHAPES_TOKENS_<KEY>");
        assertThat(byName.get("shapes.mirrors[*].url").environmentVariable()).isEqualTo("SHAPES_MIRRORS_<INDEX>__URL");
        assertThat(byName.get("shapes.upstreams.*.url").presence()).isEqualTo(Presence.REQUIRED);
        assertThat(byName.get("shapes.max-rounds")).extracting(Property::type, Property::origin)
                .containsExactly("integer", "ShapesConfig.Limits#maxRounds");
        assertThat(shapes.sections()).extracting(Section::path).containsExactly("shapes", "shapes.upstreams.*",
                "shapes.mirrors[*]", "shapes.fallback");
        assertThat(shapes.sections().get(1).description())
                .isEqualTo("Groups by key.");
        assertThat(shapes.sections().get(0).properties()).extracting(Property::description)
                .contains("Runs of capitals are one word: `url-of-api`.");
    }
}
