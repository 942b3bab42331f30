package dev.switchboard.testsupport;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code e2e/upstream-http.mjs}, the TypeScript SDK test server (or another of {@code e2e/}'s servers, such as
 * {@code upstream-apps.mjs}), as a child process on a free port.
 */
public final class HttpUpstream implements AutoCloseable {

    private final Process process;
    private final int port;

    private HttpUpstream(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static HttpUpstream start() {
        return start(Map.of());
    }

    /** The server with {@code env} besides its port, e.g. {@code REQUIRED_HEADER} (see the script). */
    public static HttpUpstream start(Map<String, String> env) {
        return start(NodeRuntime.HTTP_UPSTREAM, env);
    }

    /** The server {@code script} writes (it prints a line with "listening" once it does), on a free port. */
    public static HttpUpstream start(java.nio.file.Path script, Map<String, String> env) {
        int port = freePort();
        try {
            ProcessBuilder builder = new ProcessBuilder(NodeRuntime.node(), script.toString())
                    .redirectErrorStream(true);
            builder.environment().putAll(env);
            builder.environment().put("PORT", Integer.toString(port));
            Process process = builder.start();
            BufferedReader output = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = output.readLine();
            if (line == null || !line.contains("listening")) {
                process.destroyForcibly();
                throw new IllegalStateException("The HTTP upstream " + script.getFileName() + " did not start: "
                        + line);
            }
            Thread.ofVirtual().start(() -> output.lines().forEach(ignored -> {
            }));
            return new HttpUpstream(process, port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String url() {
        return "http://127.0.0.1:" + port + "/mcp";
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
