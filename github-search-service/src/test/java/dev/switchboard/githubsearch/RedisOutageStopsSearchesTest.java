package dev.switchboard.githubsearch;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RedisOutageStopsSearchesTest extends GitHubSearchScenario {

    @InjectRedis
    LocalRedis redisServer;

    @Test
    void withoutTheSharedCacheGitHubIsNotCalledAndTheCallerIsTold() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"outage\"")));
        redisServer.stop();
        try {
            search("{\"query\":\"mcp\"}")
                    .statusCode(200)
                    .body("isError", is(true))
                    .body("content[0].text", containsString("search cache (Redis) is unavailable"));
            assertThat(github.searches()).isZero();
        } finally {
            redisServer.restart();
        }
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.source", is("github")));
    }
}
