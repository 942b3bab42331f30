package dev.switchboard.githubsearch;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class IdenticalSearchIsServedFromTheCacheTest extends GitHubSearchScenario {

    @Test
    void aSecondIdenticalSearchDoesNotReachGitHub() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"cache-1\"")));

        String first = search("{\"query\":\"mcp language:java\",\"sort\":\"stars\"}")
                .statusCode(200)
                .body("structuredContent.source", equalTo("github"))
                .extract().path("structuredContent.fetchedAt");
        search("{\"query\":\" mcp   language:java \",\"sort\":\"stars\",\"order\":\"desc\",\"perPage\":5,\"page\":1}")
                .statusCode(200)
                .body("structuredContent.source", equalTo("cache"))
                .body("structuredContent.fetchedAt", equalTo(first))
                .body("structuredContent.items[0].fullName", equalTo("relayworks/mcp-relay"));

        assertThat(github.searches()).as("the normalized repeat is answered from Redis").isEqualTo(1);
    }

    @Test
    void searchesThatDifferInAnyParameterAreCachedApart() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"cache-2\"")));

        search("{\"query\":\"mcp\"}").statusCode(200);
        search("{\"query\":\"MCP\"}").statusCode(200);
        search("{\"query\":\"mcp\",\"perPage\":6}").statusCode(200);
        search("{\"query\":\"mcp\",\"page\":2}").statusCode(200);
        search("{\"query\":\"mcp\",\"sort\":\"forks\"}").statusCode(200);
        search("{\"query\":\"mcp\",\"sort\":\"forks\",\"order\":\"asc\"}").statusCode(200);

        assertThat(github.searches()).isEqualTo(6);
    }

    @Test
    void orderWithoutSortIsTheSameSearchAndSaysItIsIgnored() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"cache-3\"")));

        search("{\"query\":\"mcp\"}").statusCode(200);
        search("{\"query\":\"mcp\",\"order\":\"asc\"}")
                .statusCode(200)
                .body("structuredContent.source", equalTo("cache"))
                .body("structuredContent.notes[0]", equalTo(
                        "order is ignored without sort: GitHub ranks best matches first."));

        assertThat(github.searches()).isEqualTo(1);
    }

    @Test
    void theCacheHoldsForItsTtlThenGitHubIsAskedAgain() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"cache-4\"")));

        search("{\"query\":\"mcp\"}").statusCode(200);
        clock.advance(Duration.ofMinutes(4));
        search("{\"query\":\"mcp\"}").statusCode(200).body("structuredContent.source", equalTo("cache"));
        assertThat(github.searches()).isEqualTo(1);

        clock.advance(Duration.ofMinutes(2));
        search("{\"query\":\"mcp\"}").statusCode(200).body("structuredContent.source", equalTo("github"));
        assertThat(github.searches()).as("past the 5 minute TTL").isEqualTo(2);
    }
}
