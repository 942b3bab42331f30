package dev.switchboard.it;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.NodeRuntime;
import dev.switchboard.testsupport.internal.TestInternalKeys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * An {@code http} upstream that only speaks 2024-11-05 HTTP+SSE (server-everything's {@code sse} mode): the bridge's
 * Streamable HTTP POST is refused, it falls back to HTTP+SSE, and the upstream's tools are served.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class LegacySseUpstreamIsReachedByFallbackIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalRedis redis;
    private static Process legacy;
    private static SuiteProcess bridge;

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        ProcessBuilder builder = new ProcessBuilder(NodeRuntime.node(), NodeRuntime.EVERYTHING.toString(), "sse")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("PORT", Integer.toString(port));
        legacy = builder.start();
        int legacyPort = port;
        await().atMost(Duration.ofSeconds(30)).until(() -> listening(legacyPort));
        Path upstreams = Files.writeString(Files.createTempDirectory("bridge-sse").resolve("upstreams.json"),
                "{\"upstreams\":[{\"name\":\"legacy\",\"transport\":\"http\",\"url\":\"http://127.0.0.1:" + port
                        + "/sse\"}]}");
        bridge = SuiteProcess.start("mcp-bridge-service", redis.url(),
                Map.of("BRIDGE_UPSTREAMS_FILE", upstreams.toString()));
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(bridge, legacy == null ? null : legacy::destroy, redis);
    }

    @Test
    void theBridgeFallsBackToHttpPlusSseAndServesTheUpstreamsTools() throws Exception {
        JsonNode readiness = JSON.readTree(get(bridge.managementUrl() + "/q/health/ready"));
        assertThat(readiness.toString()).contains("HTTP+SSE");

        await().atMost(Duration.ofSeconds(20))
                .until(() -> get(bridge.baseUrl() + "/internal/v1/manifest").contains("legacy_echo"));
        HttpResponse<String> echo = HTTP.send(HttpRequest.newBuilder(
                URI.create(bridge.baseUrl() + "/internal/v1/tools/legacy_echo"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":{\"message\":\"old school\"},"
                        + "\"context\":{\"tenant\":\"acme\",\"subject\":\"alice\"}}"))
                .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(JSON.readTree(echo.body()).path("content").path(0).path("text").asText())
                .as(echo.body()).isEqualTo("Echo: old school");
    }

    private static String get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    private static boolean listening(int port) {
        try (Socket ignored = new Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
