package dev.switchboard.contract.kit;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A {@link Tool} method marked {@code blocks = false} runs a small call on the event loop, as a {@link ServiceTool}
 * whose {@code blocks()} is false does; a large call still runs on a virtual thread.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolMethodThatNeverBlocksRunsOnTheEventLoopTest {

    @TestHTTPResource("/internal/v1/tools/kitGauge")
    URI gauge;

    @Test
    void aSmallCallRunsOnTheEventLoop() throws Exception {
        assertThat(call("{\"padding\":\"x\"}")).contains("\"eventLoop\":true").contains("\"virtual\":false");
    }

    @Test
    void aLargeCallRunsOnAVirtualThread() throws Exception {
        String padding = "x".repeat(InternalRoutes.ON_EVENT_LOOP_MAX_BODY);
        assertThat(call("{\"padding\":\"" + padding + "\"}")).contains("\"eventLoop\":false")
                .contains("\"virtual\":true");
    }

    private String call(String arguments) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(gauge).header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("kit-test", "t", "s"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":" + arguments + ",\"context\":{"
                        + Callers.T_S + "}}"))
                .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }
}
