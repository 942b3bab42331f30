package dev.switchboard.memory;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.hasSize;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(RetentionForgetsOldMemoriesTest.ShortRetention.class)
class RetentionForgetsOldMemoriesTest {

    /**
     * Memories kept for ten seconds: long enough that the read right after the save is inside the retention even on a
     * loaded build machine (two seconds was not), short enough for a test.
     */
    public static class ShortRetention implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("memory.retention", "10S");
        }
    }

    @Test
    void aMemoryPastTheRetentionIsNoLongerFoundReadOrListed() {
        Agent agent = Agent.of("acme", null);
        String id = agent.remember("short-lived", "This note expires quickly");
        agent.read("memory://short-lived/" + id).statusCode(200);

        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(250)).untilAsserted(() -> {
            agent.read("memory://short-lived/" + id).statusCode(404);
            agent.query("short-lived", "note that expires").body("structuredContent.results", hasSize(0));
            agent.listResources().body("resources", hasSize(0));
        });
    }
}
