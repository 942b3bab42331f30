package dev.switchboard.bridge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import dev.switchboard.testsupport.BridgeUpstreams;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.NodeRuntime;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * The real upstreams every bridge test talks to: the reference server-everything over stdio (the bridge spawns it)
 * as {@code everything}, the TypeScript SDK test server over Streamable HTTP as {@code remote}, and
 * {@code e2e/upstream-apps.mjs} as {@code apps}: an MCP App built with {@code @modelcontextprotocol/ext-apps}' server
 * helpers, which offers its view and the view's tools only to a client that declares MCP Apps. Writes the
 * upstreams file and an (empty) accept file, sets short supervision intervals so tests need not wait long, and the
 * key that run-time upstreams' secrets are sealed with.
 */
public class UpstreamServersResource implements QuarkusTestResourceLifecycleManager {

    /** The key run-time upstreams' secrets are sealed with, as the gateway would seal them. */
    public static final String SECRETS_KEY = "test-upstream-secrets-key-0123456789abcdef";

    /** The key users' linked tokens are sealed with. */
    public static final String VAULT_KEY = "test-token-vault-key-0123456789abcdef012345";

    private static volatile Path acceptFile;
    private static volatile String remoteUrl;

    public static Path acceptFile() {
        return acceptFile;
    }

    /** Where the Streamable HTTP upstream ({@code remote}) listens. */
    public static String remoteUrl() {
        return remoteUrl;
    }

    private HttpUpstream http;
    private HttpUpstream apps;

    @Override
    public Map<String, String> start() {
        try {
            Path directory = Files.createTempDirectory("bridge-test");
            http = HttpUpstream.start();
            remoteUrl = http.url();
            apps = HttpUpstream.start(NodeRuntime.APPS_UPSTREAM, Map.of());
            Path upstreams = BridgeUpstreams.write(directory, http, apps);
            acceptFile = directory.resolve("accepted-digests.txt");
            Files.writeString(acceptFile, "# digests accepted by the test\n");
            return Map.of(
                    "bridge.upstreams-file", upstreams.toString(),
                    "bridge.pinning.accept-file", acceptFile.toString(),
                    "bridge.pinning.recheck", "1s",
                    "bridge.health-interval", "1s",
                    "bridge.restart.initial-backoff", "200ms",
                    "bridge.restart.max-backoff", "2s",
                    "switchboard.upstream-secrets.keys", SECRETS_KEY,
                    "switchboard.token-vault.keys", VAULT_KEY,
                    "bridge.user-oauth.link-wait", "20s");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        if (http != null) {
            http.close();
        }
        if (apps != null) {
            apps.close();
        }
    }
}
