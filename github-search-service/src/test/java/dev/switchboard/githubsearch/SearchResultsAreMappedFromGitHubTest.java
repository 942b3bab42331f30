package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static net.javacrumbs.jsonunit.assertj.JsonAssertions.assertThatJson;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SearchResultsAreMappedFromGitHubTest extends GitHubSearchScenario {

    @Test
    void gitHubsItemsBecomeTheSeedShapePlusComparisonFields() {
        github.stub(FakeGitHub.search()
                .withQueryParam("q", equalTo("mcp language:java stars:>100"))
                .withQueryParam("per_page", equalTo("3"))
                .withQueryParam("page", equalTo("1"))
                .withQueryParam("sort", equalTo("stars"))
                .withQueryParam("order", equalTo("desc"))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"mapping-1\"")));

        String body = search("{\"query\":\"  mcp   language:java\\tstars:>100 \",\"perPage\":3,\"sort\":\"stars\"}")
                .statusCode(200)
                .extract().asString();

        assertThatJson(body).inPath("structuredContent").isEqualTo("""
                {
                  "totalCount": 3,
                  "incompleteResults": false,
                  "query": "mcp language:java stars:>100",
                  "sort": "stars",
                  "order": "desc",
                  "page": 1,
                  "perPage": 3,
                  "lastPage": 1,
                  "items": [
                    {
                      "name": "mcp-relay",
                      "fullName": "relayworks/mcp-relay",
                      "description": "Streamable HTTP relay for MCP servers, written in Java",
                      "url": "https://github.com/relayworks/mcp-relay",
                      "stars": 4210,
                      "language": "Java",
                      "forks": 312,
                      "openIssues": 27,
                      "topics": ["mcp", "gateway", "java"],
                      "updatedAt": "2025-10-30T18:22:05Z",
                      "owner": "relayworks",
                      "license": "Apache-2.0"
                    },
                    {
                      "name": "tiny-mcp",
                      "fullName": "quillsmith/tiny-mcp",
                      "description": null,
                      "url": "https://github.com/quillsmith/tiny-mcp",
                      "stars": 87,
                      "language": null,
                      "forks": 4,
                      "openIssues": 0,
                      "topics": [],
                      "updatedAt": "2025-06-01T07:00:00Z",
                      "owner": "quillsmith",
                      "license": null
                    },
                    {
                      "name": "harbor-mcp-bridge",
                      "fullName": "harbor-tools/harbor-mcp-bridge",
                      "description": "Bridges MCP tool calls onto internal REST services",
                      "url": "https://github.com/harbor-tools/harbor-mcp-bridge",
                      "stars": 1530,
                      "language": "Kotlin",
                      "forks": 96,
                      "openIssues": 11,
                      "topics": ["mcp", "bridge"],
                      "updatedAt": "2025-09-12T12:30:00Z",
                      "owner": "harbor-tools",
                      "license": "Other"
                    }
                  ],
                  "source": "github",
                  "fetchedAt": "${json-unit.any-string}",
                  "notes": []
                }
                """);
        assertThatJson(body).node("isError").isAbsent();
        assertThatJson(body).node("content[0].text").isString().contains("\"fullName\":\"relayworks/mcp-relay\"");
    }

    @Test
    void theRequestCarriesGitHubsMediaTypePinnedApiVersionAndUserAgent() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"headers-1\"")));

        search("{\"query\":\"mcp\"}").statusCode(200);

        assertThat(github.requests()).singleElement().satisfies(request -> {
            assertThat(request.getHeader("Accept")).isEqualTo("application/vnd.github+json");
            assertThat(request.getHeader("X-GitHub-Api-Version")).isEqualTo("2022-11-28");
            assertThat(request.getHeader("User-Agent")).startsWith("switchboard-github-search/");
            assertThat(request.containsHeader("Authorization")).as("anonymous without a token").isFalse();
            assertThat(request.queryParameter("per_page").firstValue()).isEqualTo("5");
            assertThat(request.queryParameter("sort").isPresent()).as("best match sends no sort").isFalse();
            assertThat(request.queryParameter("order").isPresent()).as("nor an order").isFalse();
        });
    }

    @Test
    void specialCharactersInTheQueryReachGitHubIntact() {
        github.stub(FakeGitHub.search()
                .withQueryParam("q", equalTo("c++ & \"game engine\" #1 stars:>=10 created:<2020-01-01"))
                .withHeader("If-None-Match", absent())
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"encoding-1\"")));

        search("{\"query\":\"c++ & \\\"game engine\\\" #1 stars:>=10 created:<2020-01-01\"}")
                .statusCode(200);

        LoggedRequest request = github.requests().getFirst();
        assertThat(request.getUrl()).contains("c%2B%2B");
        assertThat(github.searches()).isEqualTo(1);
    }
}
