package dev.switchboard.gateway.warmup;

import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A warm-up that cannot end (its shortest duration is ten minutes): the replica stays unready while its own calls go
 * through the whole pipeline, and nothing of it is reachable without the credential it holds.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AReplicaWarmsUpBeforeItIsReadyTest.Warming.class)
class AReplicaWarmsUpBeforeItIsReadyTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @TestHTTPResource(value = "health/ready", management = true)
    URL readiness;

    @TestHTTPResource("/_switchboard/warmup/internal/v1/tools/countWords")
    URL warmupTool;

    @Inject
    MeterRegistry metrics;

    @Test
    void theReplicaIsUnreadyWhileItsOwnCallsAreAnswered() {
        await().atMost(Duration.ofSeconds(30)).until(() -> WarmupCheck.of(readiness).getLong("data.calls") > 20);
        long forwarded = metrics.find("switchboard.tool.calls").tag("tool", "countWords").tag("outcome", "ok")
                .timers().stream().filter(timer -> timer.getId().getTag("tenant").startsWith(Warmup.TENANT_PREFIX))
                .mapToLong(Timer::count).sum();
        assertTrue(forwarded > 0, "warm-up calls are forwarded and answered, for the warm-up's own tenant");

        RestAssured.given().get(readiness).then().statusCode(503);
        assertEquals("DOWN", WarmupCheck.of(readiness).getString("status"));
        assertEquals("running", WarmupCheck.of(readiness).getString("data.outcome"));
    }

    @Test
    void aGuessedProcessCredentialIsRefusedAndNobodySeesTheWarmupTool() {
        mcp.modern("tools/call").tool("countWords", "{\"text\":\"a b\"}").header("Authorization", "Bearer sbp_guess")
                .then().statusCode(401);
        mcp.modern("tools/call").tool("countWords", "{\"text\":\"a b\"}").then().statusCode(200)
                .body("error.code", equalTo(-32602));
        mcp.modern("tools/list").then().statusCode(200).body("result.tools.name", not(hasItem("countWords")))
                .body("result.tools.name", hasItem("fx_echo"));
    }

    @Test
    void theWarmupServiceAnswersNoCallWithoutTheGatewaysToken() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(warmupTool.toURI())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":{\"text\":\"a b\"}}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, answer.statusCode(), answer.body());
    }

    public static class Warming implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.warmup.enabled", "true", "gateway.warmup.concurrency", "2",
                    "gateway.warmup.min-duration", "10M", "gateway.warmup.max-duration", "10M");
        }
    }
}
