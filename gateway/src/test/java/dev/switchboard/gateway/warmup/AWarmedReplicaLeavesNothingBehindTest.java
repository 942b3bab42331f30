package dev.switchboard.gateway.warmup;

import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A warm-up that may end as soon as it has begun: the replica becomes ready with every warm-up call answered, its
 * sessions are all deleted, and the warm-up tool is gone.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AWarmedReplicaLeavesNothingBehindTest.QuickWarmup.class)
class AWarmedReplicaLeavesNothingBehindTest {

    @TestHTTPResource(value = "health/ready", management = true)
    URL readiness;

    @TestHTTPResource("/_switchboard/warmup/internal/v1/tools/countWords")
    URL warmupTool;

    @Inject
    RedisDataSource redis;

    @Test
    void theReplicaIsReadyWithEveryWarmupCallAnsweredAndNoSessionLeft() {
        await().atMost(Duration.ofSeconds(30)).until(() -> "UP".equals(WarmupCheck.of(readiness).getString("status")));
        JsonPath check = WarmupCheck.of(readiness);
        assertTrue(check.getLong("data.calls") > 0, check.prettify());
        assertTrue(check.getString("data.outcome").contains(" 0 failed"), check.prettify());

        List<String> warmupSessions = redis.key().keys("sb:{sess:*}").stream()
                .filter(key -> String.valueOf(redis.hash(String.class).hget(key, "tenant")).startsWith(Warmup.TENANT_PREFIX))
                .toList();
        assertEquals(List.of(), warmupSessions, "the warm-up deletes every session it opens");
    }

    @Test
    void theWarmupToolIsGoneOnceTheReplicaIsReady() {
        await().atMost(Duration.ofSeconds(30)).until(() -> "UP".equals(WarmupCheck.of(readiness).getString("status")));
        RestAssured.given().contentType("application/json").header("Authorization", "Bearer anything")
                .body("{\"arguments\":{\"text\":\"a b\"}}").post(warmupTool).then().statusCode(404);
        RestAssured.given().get(readiness).then().body(containsString("warm-up"));
    }

    public static class QuickWarmup implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.warmup.enabled", "true", "gateway.warmup.concurrency", "2",
                    "gateway.warmup.min-duration", "2S", "gateway.warmup.max-duration", "4S",
                    "gateway.warmup.quiet-compile-share", "100");
        }
    }
}
