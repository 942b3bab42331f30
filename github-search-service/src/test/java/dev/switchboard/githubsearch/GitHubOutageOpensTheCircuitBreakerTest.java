package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.http.Fault;

import dev.switchboard.githubsearch.github.GitHubClient;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.faulttolerance.api.CircuitBreakerMaintenance;
import io.smallrye.faulttolerance.api.CircuitBreakerState;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class GitHubOutageOpensTheCircuitBreakerTest extends GitHubSearchScenario {

    @Test
    void afterRepeatedFailuresGitHubIsNoLongerCalledUntilTheBreakerCloses() {
        github.stub(FakeGitHub.search().willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        // The test profile opens the breaker after 6 failed attempts: two searches of three attempts each.
        search("{\"query\":\"one\"}").statusCode(200).body("isError", is(true));
        search("{\"query\":\"two\"}").statusCode(200).body("isError", is(true));
        int attemptsBeforeOpening = github.searches();

        search("{\"query\":\"three\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("opened the circuit breaker"));
        search("{\"query\":\"four\"}").statusCode(200).body("isError", is(true));

        assertThat(attemptsBeforeOpening).isEqualTo(6);
        assertThat(github.searches()).as("an open breaker fails fast").isEqualTo(attemptsBeforeOpening);
        assertThat(CircuitBreakerMaintenance.get().currentState(GitHubClient.CIRCUIT_BREAKER))
                .isEqualTo(CircuitBreakerState.OPEN);
    }
}
