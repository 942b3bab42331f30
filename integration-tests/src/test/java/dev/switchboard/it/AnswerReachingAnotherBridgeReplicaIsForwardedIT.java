package dev.switchboard.it;

import java.io.IOException;
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
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.BridgeUpstreams;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.internal.TestInternalKeys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two bridge replicas on one Redis. The upstream call waiting for the client's answer is held open by the replica
 * that started it; the retry carrying the answer lands on the other replica (as it may behind a load balancer), which
 * forwards it to the holder, and the upstream's result comes back.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnswerReachingAnotherBridgeReplicaIsForwardedIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalRedis redis;
    private static HttpUpstream remote;
    private static SuiteProcess first;
    private static SuiteProcess second;

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        remote = HttpUpstream.start();
        Path upstreams = BridgeUpstreams.write(Files.createTempDirectory("bridge-replicas"), remote);
        first = SuiteProcess.start("mcp-bridge-service", redis.url(),
                Map.of("BRIDGE_UPSTREAMS_FILE", upstreams.toString()));
        second = SuiteProcess.start("mcp-bridge-service", redis.url(),
                Map.of("BRIDGE_UPSTREAMS_FILE", upstreams.toString()));
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(second, first, remote, redis);
    }

    @Test
    void theOtherReplicaForwardsTheAnswerToTheHolderOfTheUpstreamCall() throws Exception {
        ObjectNode call = JSON.createObjectNode();
        call.putObject("arguments");
        call.putObject("context").put("tenant", "acme").put("subject", "alice")
                .putObject("clientCapabilities").putObject("elicitation");
        await().atMost(Duration.ofSeconds(60)).until(() -> post(first, call).path("resultType").asText()
                .equals("input_required") && post(second, call).path("resultType").asText().equals("input_required"));

        JsonNode asked = post(first, call);
        ObjectNode retry = call.deepCopy().put("requestState", asked.get("requestState").asText());
        retry.putObject("inputResponses").putObject("elicitation-1").put("action", "accept")
                .putObject("content").put("name", "Ada");

        JsonNode answered = post(second, retry);

        assertThat(answered.path("resultType").asText()).isEqualTo("complete");
        assertThat(answered.path("content").path(0).path("text").asText()).isEqualTo("Hello, Ada!");
    }

    private static JsonNode post(SuiteProcess bridge, ObjectNode body) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(
                URI.create(bridge.baseUrl() + "/internal/v1/tools/remote_ask_name"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice"))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(response.body());
    }
}
