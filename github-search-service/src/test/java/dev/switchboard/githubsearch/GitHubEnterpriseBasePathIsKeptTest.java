package dev.switchboard.githubsearch;

import java.util.Map;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.http.Fault;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(GitHubEnterpriseBasePathIsKeptTest.EnterpriseServer.class)
class GitHubEnterpriseBasePathIsKeptTest extends GitHubSearchScenario {

    /** GITHUB_API_URL as a GitHub Enterprise Server admin would write it, trailing slash included. */
    public static class EnterpriseServer implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("github.api-url", "http://localhost:${quarkus.wiremock.devservices.port}/api/v3/");
        }
    }

    @Test
    void searchesGoToApiV3SearchRepositories() {
        github.stub(get(urlPathEqualTo("/api/v3/search/repositories"))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"ghes-1\"")));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.totalCount", is(3))
                .body("structuredContent.items[0].fullName", is("relayworks/mcp-relay"));

        assertThat(github.requests()).singleElement()
                .satisfies(request -> assertThat(request.getUrl()).startsWith("/api/v3/search/repositories?"));
    }

    @Test
    void messagesNameTheEnterpriseApi() {
        github.stub(get(urlPathEqualTo("/api/v3/search/repositories"))
                .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", matchesPattern("GitHub unreachable at http://localhost:\\d+/api/v3: .*"));
    }
}
