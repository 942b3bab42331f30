package dev.switchboard.githubsearch.accounts;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.switchboard.githubsearch.FakeGitHub;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A GitHub App's user token expires after 8 hours and comes with a refresh token. Near its expiry, the next search
 * refreshes it first (once across replicas) and goes out with the new token; the vault keeps the new pair.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(UserOAuthProfile.class)
class AnExpiringGitHubAppTokenIsRefreshedTest extends LinkedAccountScenario {

    private static final String FIRST = "ghu_aliceFirstAppUserTokenAAAAAAAAAAAAAAAA";
    private static final String FIRST_REFRESH = "ghr_aliceFirstRefreshTokenAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    private static final String SECOND = "ghu_aliceSecondAppUserTokenBBBBBBBBBBBBBBB";
    private static final String SECOND_REFRESH = "ghr_aliceSecondRefreshTokenBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

    @Test
    void theSearchGoesOutWithARefreshedTokenOfTheSameAccount() throws Exception {
        oauth.appUserToken("octo-alice", FIRST, FIRST_REFRESH);
        oauth.refreshes(FIRST_REFRESH, SECOND, SECOND_REFRESH);
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + FIRST))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"first\"")));
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + SECOND))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"second\"")));
        linked(TENANT, "alice", "octo-alice").statusCode(200);
        LinkedTokens linked = tokensOf(TENANT, "alice");

        clock.advance(Duration.ofHours(8).minusSeconds(30));
        searchAs(TENANT, "alice", QUERY).statusCode(200);
        LinkedTokens after = tokensOf(TENANT, "alice");

        assertThat(linked.accessToken()).isEqualTo(FIRST);
        assertThat(linked.expiresAt()).isBetween(Instant.now().plus(Duration.ofHours(8)).minusSeconds(60),
                Instant.now().plus(Duration.ofHours(8)));
        assertThat(searchedWith()).containsExactly("Bearer " + FIRST, "Bearer " + SECOND);
        assertThat(after.accessToken()).isEqualTo(SECOND);
        assertThat(after.refreshToken()).isEqualTo(SECOND_REFRESH);
        assertThat(after.expiresAt()).isAfter(clock.instant().plus(Duration.ofHours(7)));
    }
}
