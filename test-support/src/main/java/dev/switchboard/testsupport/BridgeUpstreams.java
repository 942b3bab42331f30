package dev.switchboard.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The upstreams file of mcp-bridge-service's tests: the reference server-everything over stdio as {@code everything}
 * (without its gzip tool, to show a deny glob), a Streamable HTTP upstream as {@code remote}, and optionally one with
 * an MCP App as {@code apps}.
 */
public final class BridgeUpstreams {

    private BridgeUpstreams() {
    }

    public static Path write(Path directory, HttpUpstream remote) {
        return write(directory, remote, null);
    }

    /** The same, and {@code apps} ({@code e2e/upstream-apps.mjs}, an MCP App) over Streamable HTTP when given. */
    public static Path write(Path directory, HttpUpstream remote, HttpUpstream apps) {
        String content = """
                {"upstreams": [
                  {"name": "everything", "transport": "stdio", "command": %s, "args": [%s, "stdio"],
                   "tools": {"deny": ["gzip-file-as-resource"]}},
                  {"name": "remote", "transport": "http", "url": %s, "callTimeoutMs": 20000}%s
                ]}
                """.formatted(quoted(NodeRuntime.node()), quoted(NodeRuntime.EVERYTHING.toString()),
                quoted(remote.url()), apps == null ? ""
                        : ",\n  {\"name\": \"apps\", \"transport\": \"http\", \"url\": " + quoted(apps.url()) + "}");
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
