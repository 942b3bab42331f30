package dev.switchboard.githubsearch;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SecondaryRateLimitWaitsForRetryAfterTest extends GitHubSearchScenario {

    @Test
    void a403WithRetryAfterHoldsEverySearchForThatLong() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.rateLimited(
                FakeGitHub.error(403, "rate-limit-secondary.json"), 30, 12).withHeader("Retry-After", "120")));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(
                        containsString("secondary rate limit"),
                        containsString("(in 120 s)"),
                        not(containsString("request ID"))));
        search("{\"query\":\"java\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("secondary rate limit"));

        assertThat(github.searches()).isEqualTo(1);

        clock.advance(Duration.ofSeconds(121));
        github.reset();
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"after\"")));
        search("{\"query\":\"java\"}").statusCode(200).body("structuredContent.source", is("github"));
        assertThat(github.searches()).as("asked again once Retry-After has passed").isEqualTo(1);
    }

    @Test
    void a429WithRetryAfterIsTheSame() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(429, "rate-limit-secondary.json")
                .withHeader("Retry-After", "30")));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(containsString("secondary rate limit"), containsString("(in 30 s)")));
        search("{\"query\":\"mcp\"}").statusCode(200).body("isError", is(true));

        assertThat(github.searches()).isEqualTo(1);
    }

    @Test
    void aSecondaryLimitWithoutRetryAfterWaitsAMinute() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(403, "rate-limit-secondary.json")));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(containsString("secondary rate limit"), containsString("(in 60 s)")));
    }

    @Test
    void aForbiddenSearchThatIsNoRateLimitIsReportedAndNotHeldBack() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.rateLimited(aForbidden(), 30, 20)));

        search("{\"query\":\"org:secret-org\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("GitHub refused the search (HTTP 403"))
                .body("content[0].text", containsString("Resource not accessible by integration"));
        search("{\"query\":\"org:secret-org\"}").statusCode(200).body("isError", is(true));

        assertThat(github.searches()).as("no block: the next search asks GitHub again").isEqualTo(2);
    }

    private static ResponseDefinitionBuilder aForbidden() {
        return aResponse().withStatus(403)
                .withHeader("Content-Type", "application/json; charset=utf-8")
                .withBody("{\"message\":\"Resource not accessible by integration\","
                        + "\"documentation_url\":\"https://docs.github.com/rest\",\"status\":\"403\"}");
    }
}
