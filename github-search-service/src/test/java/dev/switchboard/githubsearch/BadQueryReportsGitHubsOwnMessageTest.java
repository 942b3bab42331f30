package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class BadQueryReportsGitHubsOwnMessageTest extends GitHubSearchScenario {

    @Test
    void a422IsAnErrorResultInGitHubsWords() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(422, "validation-failed.json")));

        search("{\"query\":\"user:no-such-user-4f2a\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("structuredContent", nullValue())
                .body("content[0].text", equalTo("GitHub rejected the search query (HTTP 422): Validation Failed: "
                        + "The listed users and repositories cannot be searched either because the resources do not "
                        + "exist or you do not have permission to view them. Check the query syntax and qualifiers."));
    }

    @Test
    void aRejectedQueryIsNotCachedNorHeldBack() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(422, "validation-failed.json")));

        search("{\"query\":\"user:no-such-user-4f2a\"}").statusCode(200).body("isError", is(true));
        search("{\"query\":\"user:no-such-user-4f2a\"}").statusCode(200).body("isError", is(true));

        assertThat(github.searches()).isEqualTo(2);
    }
}
