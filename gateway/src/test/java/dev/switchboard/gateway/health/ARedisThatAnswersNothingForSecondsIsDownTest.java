package dev.switchboard.gateway.health;

import java.net.URL;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A Redis that keeps its connections but answers no PING (paused for 15 s here, as a hung or cut-off server would be)
 * is down once PINGs have gone unanswered for 5 s over several checks, and ready again as soon as it answers.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ARedisThatAnswersNothingForSecondsIsDownTest {

    @InjectRedis
    LocalRedis redis;

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void readinessGoesDownAfterSecondsOfSilenceAndComesBack() {
        RedisPause.pause(redis, 15_000);

        JsonPath down = await().atMost(Duration.ofSeconds(30)).until(this::redisCheck,
                check -> "DOWN".equals(check.getString("status")));
        assertThat(down.getString("data.default")).startsWith("cannot be reached: no answer to PING for");

        await().atMost(Duration.ofSeconds(30)).until(this::redisCheck, check -> "UP".equals(check.getString("status"))
                && "PONG".equals(check.getString("data.default")));
        CatalogueAfterAnOutage.awaitWhole(metrics);
    }

    private JsonPath redisCheck() {
        return JsonPath.from(RestAssured.given().get(readiness).asString())
                .setRootPath("checks.find { it.name == 'redis' }");
    }
}
