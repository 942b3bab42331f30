package dev.switchboard.githubsearch.accounts;

import java.net.URI;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.WireMock;

import dev.switchboard.githubsearch.FakeGitHub;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * A user of a tenant that requires links is asked, through a URL elicitation pointing at the gateway's consent page,
 * to link their GitHub account. The browser approves at GitHub's authorization page, the code reaches the service,
 * which redeems it asking for JSON, and the retry searches with the user's own token. Their next search asks nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(UserOAuthProfile.class)
class AUserLinksTheirGitHubAccountAndSearchesAsThemselvesTest extends LinkedAccountScenario {

    private static final String ALICE_TOKEN = "gho_aliceOAuthAppTokenAAAAAAAAAAAAAAAAAAA";

    @Test
    void theRetryAfterConsentSearchesAsTheUserAndTheNextSearchAsksNothing() throws Exception {
        oauth.oauthAppToken("octo-alice", ALICE_TOKEN);
        github.stub(FakeGitHub.search().withHeader("Authorization", WireMock.equalTo("Bearer " + ALICE_TOKEN))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"alice-1\"")));

        Consent consent = asked(TENANT, "alice");
        assertThat(consent.url()).isEqualTo("http://127.0.0.1:8080/links/connect/" + consent.elicitationId());
        assertThat(consent.message()).contains("'github'");
        PendingLink link = pending.find(consent.elicitationId()).orElseThrow();
        assertThat(link.service()).isEqualTo("github-search");
        assertThat(link.authorizationUrl()).startsWith("http://localhost:")
                .contains("/login/oauth/authorize?response_type=code&client_id=" + UserOAuthProfile.CLIENT_ID)
                .contains("redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2Flinks%2Fcallback")
                .contains("code_challenge_method=S256").contains("scope=repo").doesNotContain("resource=");
        URI back = authorized(consent, "octo-alice");
        assertThat(back.toString()).startsWith("http://127.0.0.1:8080/links/callback?code=code-for-octo-alice");

        complete(TENANT, "alice", back).statusCode(200)
                .body("upstream", equalTo(LINK))
                .body("elicitationId", equalTo(consent.elicitationId()));
        String retry = retried(TENANT, "alice", consent).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.items[0].fullName", equalTo("relayworks/mcp-relay"))
                .extract().asString();
        String next = searchAs(TENANT, "alice", "{\"query\":\"mcp language:java\",\"page\":2}").statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.source", equalTo("github"))
                .body("isError", not(true)).extract().asString();

        assertThat(searchedWith()).containsExactly("Bearer " + ALICE_TOKEN, "Bearer " + ALICE_TOKEN);
        assertThat(tokensOf(TENANT, "alice").accessToken()).isEqualTo(ALICE_TOKEN);
        assertThat(tokensOf(TENANT, "alice").expiresAt()).as("an OAuth app's token does not expire").isNull();
        assertThat(retry + next).doesNotContain(ALICE_TOKEN);
        assertThat(redisContents()).contains(TENANT).doesNotContain(ALICE_TOKEN);
    }
}
