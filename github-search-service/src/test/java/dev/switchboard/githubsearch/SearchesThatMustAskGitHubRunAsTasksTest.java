package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.githubsearch.SearchCalls.search;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * searchRepositories supports tasks: when the gateway allows one, a search that must ask GitHub becomes a task
 * (without GitHub being asked yet), and one a fresh cached page answers does not.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SearchesThatMustAskGitHubRunAsTasksTest extends GitHubSearchScenario {

    private static io.restassured.response.ValidatableResponse mayBeTask(String arguments) {
        return given().contentType("application/json")
                .body("{\"arguments\":" + arguments + ",\"context\":{\"requestId\":\"t\",\"tenant\":\"default\","
                        + "\"subject\":\"tester\",\"taskAllowed\":true}}")
                .when().post("/internal/v1/tools/searchRepositories").then().statusCode(200);
    }

    @Test
    void anUncachedSearchIsATaskAndACachedOneAnswersAtOnce() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"task-1\"")));

        mayBeTask("{\"query\":\"tasks language:java\"}").body("resultType", equalTo("task"));
        assertThat(github.searches()).isZero();

        search("{\"query\":\"tasks language:java\"}").statusCode(200);
        mayBeTask("{\"query\":\"tasks language:java\"}").body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("cache"));
        assertThat(github.searches()).isEqualTo(1);
    }
}
