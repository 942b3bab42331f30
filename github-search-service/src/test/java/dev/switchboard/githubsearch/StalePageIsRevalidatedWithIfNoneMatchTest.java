package dev.switchboard.githubsearch;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StalePageIsRevalidatedWithIfNoneMatchTest extends GitHubSearchScenario {

    private static final String ETAG = "W/\"4f9a1c0e2b7d\"";

    @Test
    void aStalePageConfirmedBy304IsServedAgainAndFreshForAnotherTtl() {
        github.stub(FakeGitHub.search().withHeader("If-None-Match", absent())
                .willReturn(FakeGitHub.page("search-mcp-java.json", ETAG)));
        github.stub(FakeGitHub.search().withHeader("If-None-Match", equalTo(ETAG))
                .willReturn(FakeGitHub.rateLimited(aResponse().withStatus(304), 30, 28).withHeader("ETag", ETAG)));

        String fetchedAt = search("{\"query\":\"mcp\"}").statusCode(200)
                .extract().path("structuredContent.fetchedAt");
        clock.advance(Duration.ofMinutes(6));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.source", is("revalidated"))
                .body("structuredContent.fetchedAt", not(is(fetchedAt)))
                .body("structuredContent.totalCount", is(3))
                .body("structuredContent.items[2].fullName", is("harbor-tools/harbor-mcp-bridge"));

        assertThat(github.requests()).hasSize(2);
        assertThat(github.requests().get(1).getHeader("If-None-Match")).isEqualTo(ETAG);

        clock.advance(Duration.ofMinutes(4));
        search("{\"query\":\"mcp\"}").statusCode(200).body("structuredContent.source", is("cache"));
        assertThat(github.requests()).as("revalidation restarted the TTL").hasSize(2);
    }

    @Test
    void aChangedPageReplacesTheStaleOneAndItsETag() {
        github.stub(FakeGitHub.search().withHeader("If-None-Match", absent())
                .willReturn(FakeGitHub.page("search-mcp-java.json", ETAG)));
        github.stub(FakeGitHub.search().withHeader("If-None-Match", equalTo(ETAG))
                .willReturn(FakeGitHub.page("search-incomplete.json", "W/\"changed\"")));

        search("{\"query\":\"mcp\"}").statusCode(200);
        clock.advance(Duration.ofMinutes(6));
        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.source", is("github"))
                .body("structuredContent.totalCount", is(14));

        clock.advance(Duration.ofMinutes(6));
        github.stub(FakeGitHub.search().withHeader("If-None-Match", equalTo("W/\"changed\""))
                .willReturn(aResponse().withStatus(304)));
        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.source", is("revalidated"))
                .body("structuredContent.totalCount", is(14));
    }
}
