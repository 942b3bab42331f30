package dev.switchboard.bridge.config;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.runtime.configuration.ConfigurationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The upstreams file is checked when the bridge starts: a mistake stops it with one line per problem naming the file and
 * the field ({@link ConfigurationException} without a cause, whose message Quarkus prints alone), and says what was
 * expected there.
 */
class UpstreamsFileIsCheckedWhenReadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path directory;

    @Test
    void theIssuesExampleReadsWithDefaults() throws Exception {
        UpstreamsFile file = read("""
                {"upstreams":[{"name":"everything","transport":"stdio","command":"node",
                  "args":["/path/to/server-everything/dist/index.js"],"env":{}},
                 {"name":"remote","transport":"http","url":"http://127.0.0.1:9123/mcp","headers":{},
                  "tools":{"deny":["delete_*"]}}]}""");

        UpstreamSpec remote = file.upstreams().get(1);
        assertThat(remote.prefix()).isEqualTo("remote");
        assertThat(remote.tools().exposes("search")).isTrue();
        assertThat(remote.tools().exposes("delete_repo")).isFalse();
        assertThat(remote.callTimeout().toMillis()).isEqualTo(60_000);
        assertThat(file.upstreams().get(0).address()).isEqualTo("node /path/to/server-everything/dist/index.js");
    }

    @Test
    void mistakesStopTheServiceWithAMessageNamingThem() throws Exception {
        assertThatThrownBy(() -> read("{\"upstreams\":[{\"name\":\"a\",\"transport\":\"stdio\"}]}"))
                .hasMessageContaining("stdio needs a command");
        assertThatThrownBy(() -> read("{\"upstreams\":[{\"name\":\"Bad Name\",\"transport\":\"http\",\"url\":\"x\"}]}"))
                .hasMessageContaining("lower-case");
        assertThatThrownBy(() -> read("{\"upstreams\":[{\"name\":\"a\",\"transport\":\"ftp\"}]}"))
                .hasMessageContaining("stdio, http or sse");
        assertThatThrownBy(() -> read("""
                {"upstreams":[{"name":"a","transport":"sse","url":"http://x/sse"},
                              {"name":"a","transport":"sse","url":"http://y/sse"}]}"""))
                .hasMessageContaining("two upstreams are named 'a'");
    }

    @Test
    void aListInsteadOfTheObjectSaysWhatTheFileHolds() {
        assertThatThrownBy(() -> read("[]")).isInstanceOf(ConfigurationException.class).hasNoCause()
                .hasMessage("Cannot use the upstreams file " + directory.resolve("upstreams.json") + ": the content is a "
                        + "list; the file holds {\"upstreams\": [...]}, one object per upstream");
    }

    @Test
    void unknownFieldsAreNamedWhereTheyAre() {
        assertThatThrownBy(() -> read("{\"upstream\":[]}")).hasNoCause()
                .hasMessageContaining("upstream: unknown field; the file holds {\"upstreams\": [...]}");
        assertThatThrownBy(() -> read("""
                {"upstreams":[{"name":"remote","transport":"http","url":"http://x/mcp","hedaers":{"A":"b"},
                  "tools":{"alow":["*"]}}]}""")).hasNoCause()
                .hasMessageContaining("upstreams[0] ('remote').hedaers: unknown field; known here: name, transport, ")
                .hasMessageContaining("upstreams[0] ('remote').tools.alow: unknown field; known here: allow, deny");
    }

    @Test
    void wrongTypesAreNamedWithWhatIsExpected() {
        assertThatThrownBy(() -> read("""
                {"upstreams":[{"name":"remote","transport":"http","url":42,"callTimeoutMs":"20s",
                  "args":"a b","headers":["X-A: b"],"tenants":[1]}]}""")).hasNoCause()
                .hasMessageContaining("upstreams[0] ('remote').url: must be a string, not a number")
                .hasMessageContaining("upstreams[0] ('remote').callTimeoutMs: must be a whole number")
                .hasMessageContaining("upstreams[0] ('remote').args: must be a list, not a string")
                .hasMessageContaining("upstreams[0] ('remote').headers: must be an object of names to values, not a list")
                .hasMessageContaining("upstreams[0] ('remote').tenants[0]: must be a string, not a number");
        assertThatThrownBy(() -> read("{\"upstreams\":{\"name\":\"a\"}}")).hasNoCause()
                .hasMessageContaining("upstreams: must be a list, not an object");
    }

    @Test
    void eachProblemIsALineOfItsOwnNamingTheFile() {
        String file = "Cannot use the upstreams file " + directory.resolve("upstreams.json") + ": ";
        String needs = ": missing; every upstream has a name (1-32 lower-case letters, digits or dashes) and a "
                + "transport (stdio, http or sse)";
        assertThatThrownBy(() -> read("{\"upstreams\":[{\"transport\":\"http\"},{\"name\":\"b\"}]}")).hasNoCause()
                .satisfies(e -> assertThat(e.getMessage().lines().toList()).containsExactly(
                        file + "upstreams[0].name" + needs, file + "upstreams[1] ('b').transport" + needs));
    }

    @Test
    void aMissingUrlOrABrokenFileIsNamedToo() {
        assertThatThrownBy(() -> read("{\"upstreams\":[{\"name\":\"a\",\"transport\":\"http\"}]}")).hasNoCause()
                .hasMessageContaining("upstreams[0]: upstream 'a': http needs a url");
        assertThatThrownBy(() -> read("{\"upstreams\": [")).hasNoCause()
                .hasMessageContaining("it is not JSON (line 1, column ");
        assertThatThrownBy(() -> read("")).hasNoCause().hasMessageContaining("it is empty");
        assertThatThrownBy(() -> UpstreamsFile.read(directory.resolve("absent.json"), JSON)).hasNoCause()
                .hasMessageContaining("absent.json: it does not exist");
    }

    private UpstreamsFile read(String content) throws Exception {
        Path file = directory.resolve("upstreams.json");
        Files.writeString(file, content);
        return UpstreamsFile.read(file, JSON);
    }
}
