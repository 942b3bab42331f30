package dev.switchboard.bridge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import dev.switchboard.testsupport.BridgeUpstreams;
import dev.switchboard.testsupport.HttpUpstream;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * The two real upstreams every bridge test talks to: the reference server-everything over stdio (the bridge spawns it)
 * as {@code everything}, and the TypeScript SDK test server over Streamable HTTP as {@code remote}. Writes the
 * upstreams file and an (empty) accept file, and sets short supervision intervals so tests need not wait long.
 */
public class UpstreamServersResource implements QuarkusTestResourceLifecycleManager {

    private static volatile Path acceptFile;

    public static Path acceptFile() {
        return acceptFile;
    }

    private HttpUpstream http;

    @Override
    public Map<String, String> start() {
        try {
            Path directory = Files.createTempDirectory("bridge-test");
            http = HttpUpstream.start();
            Path upstreams = BridgeUpstreams.write(directory, http);
            acceptFile = directory.resolve("accepted-digests.txt");
            Files.writeString(acceptFile, "# digests accepted by the test\n");
            return Map.of(
                    "bridge.upstreams-file", upstreams.toString(),
                    "bridge.pinning.accept-file", acceptFile.toString(),
                    "bridge.pinning.recheck", "1s",
                    "bridge.health-interval", "1s",
                    "bridge.restart.initial-backoff", "200ms",
                    "bridge.restart.max-backoff", "2s");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        if (http != null) {
            http.close();
        }
    }
}
