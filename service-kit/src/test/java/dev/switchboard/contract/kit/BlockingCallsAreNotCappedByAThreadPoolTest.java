package dev.switchboard.contract.kit;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool handler may block (a service's own I/O, a wait) and a service still takes every call that arrives: handlers
 * run on virtual threads, not on a pool whose size caps the calls in progress. The test profile keeps the worker pool
 * at 32 threads; {@link GateTool#PARTIES} calls each wait until all of them are inside the tool.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class BlockingCallsAreNotCappedByAThreadPoolTest {

    @TestHTTPResource("/internal/v1/tools/kitGate")
    URI gate;

    @Test
    void aHundredCallsWaitingForEachOtherAllGetIn() throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest call = HttpRequest.newBuilder(gate).header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("kit-test", "t", "s"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":{},\"context\":{" + Callers.T_S + "}}")).build();
        List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
        for (int i = 0; i < GateTool.PARTIES; i++) {
            calls.add(client.sendAsync(call, HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : calls) {
            HttpResponse<String> response = answer.get(60, TimeUnit.SECONDS);
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).as("every call was inside the tool while the others waited there")
                    .contains("\"allInside\":true");
        }
    }
}
