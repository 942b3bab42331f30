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
 * A tool that says it never blocks runs a small call on the event loop that received it, without a thread hand-off;
 * a large call of the same tool runs on a virtual thread, so that a long computation never holds the loop.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolThatNeverBlocksRunsOnTheEventLoopTest {

    @TestHTTPResource("/internal/v1/tools/kitWhere")
    URI where;

    @Test
    void aSmallCallRunsOnTheEventLoop() throws Exception {
        assertThat(call(where, "{\"padding\":\"x\"}")).contains("\"eventLoop\":true").contains("\"virtual\":false");
    }

    @Test
    void aLargeCallRunsOnAVirtualThread() throws Exception {
        String padding = "x".repeat(InternalRoutes.ON_EVENT_LOOP_MAX_BODY);
        assertThat(call(where, "{\"padding\":\"" + padding + "\"}")).contains("\"eventLoop\":false")
                .contains("\"virtual\":true");
    }

    private static String call(URI tool, String arguments) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(tool).header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("kit-test", "t", "s"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":" + arguments + ",\"context\":{"
                        + Callers.T_S + "}}"))
                .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }
}
