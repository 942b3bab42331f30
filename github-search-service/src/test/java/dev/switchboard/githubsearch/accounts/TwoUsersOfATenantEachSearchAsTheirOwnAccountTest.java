package dev.switchboard.githubsearch.accounts;

import org.junit.jupiter.api.Test;

import dev.switchboard.githubsearch.FakeGitHub;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two users of one tenant link two GitHub accounts, which see different repositories. The same search by each is made
 * with that user's own token, and the cache, keyed by the token's fingerprint, never serves one user's page to the
 * other.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(UserOAuthProfile.class)
class TwoUsersOfATenantEachSearchAsTheirOwnAccountTest extends LinkedAccountScenario {

    private static final String ALICE_TOKEN = "gho_aliceOAuthAppTokenAAAAAAAAAAAAAAAAAAA";
    private static final String BOB_TOKEN = "gho_bobOAuthAppTokenBBBBBBBBBBBBBBBBBBBBBBB";

    @Test
    void eachUserSeesWhatTheirOwnAccountSees() throws Exception {
        oauth.oauthAppToken("octo-alice", ALICE_TOKEN);
        oauth.oauthAppToken("octo-bob", BOB_TOKEN);
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + ALICE_TOKEN))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"alice-1\"")));
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + BOB_TOKEN))
                .willReturn(FakeGitHub.page("search-java-many.json", "W/\"bob-1\"")));

        String alice = linked(TENANT, "alice", "octo-alice").statusCode(200)
                .extract().path("structuredContent.items[0].fullName");
        String bob = linked(TENANT, "bob", "octo-bob").statusCode(200)
                .extract().path("structuredContent.items[0].fullName");
        String aliceAgain = searchAs(TENANT, "alice", QUERY).statusCode(200)
                .extract().path("structuredContent.items[0].fullName");
        String bobAgainSource = searchAs(TENANT, "bob", QUERY).statusCode(200)
                .extract().path("structuredContent.source");

        assertThat(alice).isEqualTo("relayworks/mcp-relay").isEqualTo(aliceAgain);
        assertThat(bob).isEqualTo("lattice-dev/java-sample-0");
        assertThat(bobAgainSource).as("bob's repeat comes from bob's own cache entry").isEqualTo("cache");
        assertThat(searchedWith()).containsExactly("Bearer " + ALICE_TOKEN, "Bearer " + BOB_TOKEN);
    }
}
