package dev.switchboard.bridge.relay;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ClientGoingAwayCancelsTheUpstreamCallTest {

    @Inject
    ActiveCalls calls;

    @TestHTTPResource("/internal/v1/tools/everything_trigger-long-running-operation")
    URL longOperation;

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void closingTheInternalCallEndsTheOpenUpstreamCall() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(longOperation.toString()))
                .header("Content-Type", "application/json").header("Accept", "text/event-stream")
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice"))
                .POST(HttpRequest.BodyPublishers.ofString(
                        body(arguments().put("duration", 30).put("steps", 30)).toString()))
                .build();
        try (HttpClient http = HttpClient.newHttpClient()) {
            InputStream stream = http.send(request, HttpResponse.BodyHandlers.ofInputStream()).body();
            BufferedReader events = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
            String line;
            do {
                line = events.readLine();
            } while (line != null && !line.startsWith("event: progress"));
            assertThat(line).as("a first progress event").isNotNull();
            assertThat(calls.count("everything")).isEqualTo(1);

            stream.close();
        }

        await().atMost(Duration.ofSeconds(10)).until(() -> calls.count("everything") == 0);
    }
}
