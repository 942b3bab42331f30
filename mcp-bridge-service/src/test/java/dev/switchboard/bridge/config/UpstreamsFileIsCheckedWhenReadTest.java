package dev.switchboard.bridge.config;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    private UpstreamsFile read(String content) throws Exception {
        Path file = directory.resolve("upstreams.json");
        Files.writeString(file, content);
        return UpstreamsFile.read(file, JSON);
    }
}
