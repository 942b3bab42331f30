package dev.switchboard.githubsearch;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PrimaryRateLimitAnswersFromCacheOrSaysWhenItResetsTest extends GitHubSearchScenario {

    private final Instant reset = Instant.now().plusSeconds(45).truncatedTo(ChronoUnit.SECONDS);

    @Test
    void anExhaustedLimitIsReportedWithItsResetTimeAndGitHubIsNotAskedAgain() {
        stubExhausted();

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(
                        startsWith("GitHub's search rate limit for this service is exhausted until " + reset),
                        containsString("retry after " + reset)));
        search("{\"query\":\"something else\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("exhausted until " + reset));

        assertThat(github.searches()).as("no retry storm: the second search waits for the reset").isEqualTo(1);
    }

    @Test
    void theExhaustedStateLivesInRedisForEveryReplica() {
        stubExhausted();
        search("{\"query\":\"mcp\"}").statusCode(200).body("isError", is(true));

        assertThat(redis.key().keys("sb:cache:github-search:rate-limit:*")).singleElement().satisfies(key -> {
            long ttlSeconds = redis.key().ttl(key);
            assertThat(ttlSeconds).isPositive().isLessThanOrEqualTo(45);
        });

        for (String key : redis.key().keys("sb:cache:github-search:rate-limit:*")) {
            redis.key().del(key);
        }
        search("{\"query\":\"mcp\"}").statusCode(200);
        assertThat(github.searches()).as("without the Redis entry the service asks GitHub again").isEqualTo(2);
    }

    @Test
    void aCachedPageAnswersWhileTheLimitIsExhaustedMarkedStale() {
        github.stub(FakeGitHub.search().withQueryParam("q", equalTo("mcp"))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"before-limit\"")));
        search("{\"query\":\"mcp\"}").statusCode(200).body("structuredContent.source", is("github"));

        clock.advance(Duration.ofMinutes(6));
        github.reset();
        stubExhausted(clock.instant().plusSeconds(45));
        search("{\"query\":\"mcp\"}").statusCode(200);
        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", nullValue())
                .body("structuredContent.source", is("stale-cache"))
                .body("structuredContent.items[0].fullName", is("relayworks/mcp-relay"))
                .body("structuredContent.notes[0]", allOf(
                        containsString("rate limit for this service is exhausted"),
                        containsString("may be out of date")));

        assertThat(github.searches()).as("one revalidation attempt hit the limit; the repeat waited").isEqualTo(1);
    }

    @Test
    void theLastRequestOfTheLimitBlocksTheNextSearchBeforeGitHubRefusesIt() {
        github.stub(FakeGitHub.search().withQueryParam("q", equalTo("mcp"))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"last-one\"", 0, reset)));

        search("{\"query\":\"mcp\"}").statusCode(200).body("structuredContent.source", is("github"));
        search("{\"query\":\"java\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("exhausted until " + reset));

        assertThat(github.searches()).isEqualTo(1);
    }

    private void stubExhausted() {
        stubExhausted(reset);
    }

    private void stubExhausted(Instant reset) {
        github.stub(FakeGitHub.search().willReturn(
                FakeGitHub.rateLimited(FakeGitHub.error(403, "rate-limit-primary.json"), 30, 0, reset)));
    }
}
