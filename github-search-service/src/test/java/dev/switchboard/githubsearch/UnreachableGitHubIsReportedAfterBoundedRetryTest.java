package dev.switchboard.githubsearch;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.http.Fault;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnreachableGitHubIsReportedAfterBoundedRetryTest extends GitHubSearchScenario {

    @Test
    void aGitHubThatDoesNotAnswerInTimeIsUnreachableAfterThreeAttempts() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"slow\"")
                .withFixedDelay(3_000)));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", allOf(
                        startsWith("GitHub unreachable at http://localhost:"),
                        containsString("even after retrying"),
                        containsString("Try again later")));

        assertThat(github.searches()).as("one attempt and two retries").isEqualTo(3);
    }

    @Test
    void aDroppedConnectionIsUnreachableAfterThreeAttempts() {
        github.stub(FakeGitHub.search().willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", startsWith("GitHub unreachable at http://localhost:"));

        assertThat(github.searches()).isEqualTo(3);
    }

    @Test
    void aServerErrorIsRetriedAndThenUnreachable() {
        github.stub(FakeGitHub.search().willReturn(aResponse().withStatus(502).withBody("Bad Gateway")));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("GitHub answered HTTP 502, even after retrying"));

        assertThat(github.searches()).isEqualTo(3);
    }

    @Test
    void aStalePageAnswersWhileGitHubIsUnreachable() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"before-outage\"")));
        search("{\"query\":\"mcp\"}").statusCode(200);

        clock.advance(Duration.ofMinutes(10));
        github.reset();
        github.stub(FakeGitHub.search().willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        search("{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("structuredContent.source", is("stale-cache"))
                .body("structuredContent.items[0].fullName", is("relayworks/mcp-relay"))
                .body("structuredContent.notes[0]", allOf(
                        startsWith("GitHub unreachable at http://localhost:"),
                        containsString("may be out of date")));
    }
}
