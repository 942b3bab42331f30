package dev.switchboard.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The upstreams file of mcp-bridge-service's tests: the reference server-everything over stdio as {@code everything}
 * (without its gzip tool, to show a deny glob) and a Streamable HTTP upstream as {@code remote}.
 */
public final class BridgeUpstreams {

    private BridgeUpstreams() {
    }

    public static Path write(Path directory, HttpUpstream remote) {
        String content = """
                {"upstreams": [
                  {"name": "everything", "transport": "stdio", "command": %s, "args": [%s, "stdio"],
                   "tools": {"deny": ["gzip-file-as-resource"]}},
                  {"name": "remote", "transport": "http", "url": %s, "callTimeoutMs": 20000}
                ]}
                """.formatted(quoted(NodeRuntime.node()), quoted(NodeRuntime.EVERYTHING.toString()),
                quoted(remote.url()));
        try {
            return Files.writeString(directory.resolve("upstreams.json"), content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String quoted(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
