package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class PagesStayWithinGitHubsFirstThousandResultsTest extends GitHubSearchScenario {

    @Test
    void aPageIsRequestedWithItsNumberAndSizeAndSaysWhereTheReachableResultsEnd() {
        github.stub(FakeGitHub.search()
                .withQueryParam("per_page", equalTo("5"))
                .withQueryParam("page", equalTo("7"))
                .willReturn(FakeGitHub.page("search-java-many.json", "W/\"many-7\"")));

        search("{\"query\":\"language:java\",\"perPage\":5,\"page\":7}")
                .statusCode(200)
                .body("structuredContent.totalCount", is(52341))
                .body("structuredContent.page", is(7))
                .body("structuredContent.perPage", is(5))
                .body("structuredContent.lastPage", is(200))
                .body("structuredContent.items", hasSize(5))
                .body("structuredContent.notes[0]", allOf(
                        containsString("only the first 1000 of the 52341"),
                        containsString("pages 1-200 at perPage 5"),
                        containsString("narrow the query")));
    }

    @Test
    void theLastPageWithinTheWindowIsStillAsked() {
        github.stub(FakeGitHub.search()
                .withQueryParam("per_page", equalTo("100"))
                .withQueryParam("page", equalTo("10"))
                .willReturn(FakeGitHub.page("search-java-many.json", "W/\"many-10\"")));

        search("{\"query\":\"language:java\",\"perPage\":100,\"page\":10}")
                .statusCode(200)
                .body("structuredContent.lastPage", is(10));

        assertThat(github.searches()).isEqualTo(1);
    }

    @Test
    void aPageStartingPastResult1000IsRefusedWithoutSpendingARequest() {
        search("{\"query\":\"language:java\",\"perPage\":100,\"page\":11}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(
                        containsString("only the first 1000 results"),
                        containsString("would start at result 1001"),
                        containsString("Use page 10 or lower")));

        assertThat(github.searches()).isZero();
    }

    @Test
    void gitHubsOwnRefusalPastTheWindowIsPassedOn() {
        github.stub(FakeGitHub.search()
                .willReturn(FakeGitHub.error(422, "only-first-1000.json")));

        search("{\"query\":\"language:java\",\"perPage\":30,\"page\":34}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("Only the first 1000 search results are available"));
    }

    @Test
    void aPagePastTheLastResultIsEmptyAndSaysSo() {
        github.stub(FakeGitHub.search()
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"few\"")
                        .withBody("{\"total_count\":3,\"incomplete_results\":false,\"items\":[]}")));

        search("{\"query\":\"mcp\",\"perPage\":5,\"page\":4}")
                .statusCode(200)
                .body("structuredContent.items", empty())
                .body("structuredContent.lastPage", is(1))
                .body("structuredContent.notes[0]", containsString("Page 4 is past the last page (1)"));
    }

    @Test
    void incompleteResultsAreFlaggedAndExplained() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-incomplete.json", "W/\"slow\"")));

        search("{\"query\":\"monorepo\"}")
                .statusCode(200)
                .body("structuredContent.incompleteResults", is(true))
                .body("structuredContent.notes[0]", containsString("timed out before it found every match"));
    }
}
