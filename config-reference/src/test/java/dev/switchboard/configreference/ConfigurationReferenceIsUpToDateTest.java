package dev.switchboard.configreference;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/configuration.md holds every property of every {@code @ConfigMapping} interface of the repository, each with a
 * description, exactly as the code gives them today, under the names SmallRye Config gives them.
 */
class ConfigurationReferenceIsUpToDateTest {

    private final Path root = Repository.root();

    @Test
    void everyPropertyAndGroupHasADescription() {
        assertThat(ConfigurationReference.undocumented(MappingSources.read(root)))
                .as("properties and groups without a description").isEmpty();
    }

    @Test
    void theCommittedPageIsWhatTheCodeGives() throws IOException {
        String committed = Files.readString(root.resolve(ConfigurationReference.PAGE));
        assertThat(ConfigurationReference.page(committed, MappingSources.read(root)))
                .as("%s differs from what the @ConfigMapping interfaces give: run %s and commit it",
                        ConfigurationReference.PAGE, ConfigurationReference.REGENERATE)
                .isEqualTo(committed);
    }

    @Test
    void everyMappingOfTheRepositoryIsOnThePage() throws IOException {
        String committed = Files.readString(root.resolve(ConfigurationReference.PAGE));
        List<Path> sources = MappingSources.annotatedSources(root);
        assertThat(sources).as("the main sources with @ConfigMapping").hasSizeGreaterThanOrEqualTo(12);
        for (Mapping mapping : MappingSources.read(root)) {
            assertThat(committed).contains("**`" + mapping.prefix() + "`** (`"
                    + mapping.type().substring(mapping.type().lastIndexOf('.') + 1) + "`)");
        }
        assertThat(MappingSources.read(root)).hasSize(sources.size());
    }

    @Test
    void everyMappingIsNamedAsSmallRyeConfigNamesIt(@TempDir Path classes) throws Exception {
        List<Path> sources = MappingSources.annotatedSources(root);
        MappingSources.compile(root, sources, List.of("-proc:none"), null, classes);
        try (URLClassLoader loader = new URLClassLoader(new URL[] { classes.toUri().toURL() },
                getClass().getClassLoader())) {
            for (Mapping mapping : MappingSources.readFiles(root, sources)) {
                Map<String, String> read = new TreeMap<>();
                mapping.properties().forEach(property -> read.put(property.name(), property.defaultValue()));
                assertThat(read).as(mapping.type())
                        .isEqualTo(SmallRye.namesAndDefaults(loader.loadClass(mapping.type()), mapping.prefix()));
            }
        }
    }

    @Test
    void aMissingDescriptionIsNamedWithTheWayToFixIt() {
        Mapping mapping = new Mapping("dev.example.ExampleConfig", "example", List.of(new Section("example",
                "Example settings.", "ExampleConfig", List.of(new Property("example.size", "integer", "1",
                        Property.Presence.DEFAULTED, "", "ExampleConfig#size")))));
        assertThat(ConfigurationReference.undocumented(List.of(mapping))).containsExactly(
                "`example.size` (ExampleConfig#size, example) has no description: write the Javadoc of that "
                        + "method, then run " + ConfigurationReference.REGENERATE);
    }
}
