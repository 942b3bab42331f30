package dev.switchboard.githubsearch.accounts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.githubsearch.FakeGitHub;
import dev.switchboard.sessionstore.audit.AuditStream;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * When GitHub answers 401 to a user's linked token (the user revoked the app's access), here as the user's cached page
 * is revalidated, the link is removed and audited, and the search asks the user to link again, naming the account and
 * GitHub's reason, never the token. The stale page is not served, and neither the token nor the app's secret reaches
 * the log.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(UserOAuthProfile.class)
class ARevokedGitHubTokenUnlinksAndAsksAgainTest extends LinkedAccountScenario {

    private static final String ALICE_TOKEN = "gho_aliceRevokedLaterTokenAAAAAAAAAAAAAAAA";

    @Inject
    AuditStream audit;

    @Test
    void theLinkIsRemovedAuditedAndAskedForAgain() throws Exception {
        oauth.oauthAppToken("octo-alice", ALICE_TOKEN);
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + ALICE_TOKEN))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"alice-1\"")));
        linked(TENANT, "alice", "octo-alice").statusCode(200);
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + ALICE_TOKEN))
                .atPriority(1).willReturn(FakeGitHub.error(401, "bad-credentials.json")));
        clock.advance(Duration.ofMinutes(6));

        Consent again = asked(TENANT, "alice");

        assertThat(again.message()).contains("GitHub no longer accepts the GitHub account alice linked")
                .contains("Bad credentials").doesNotContain(ALICE_TOKEN);
        assertThat(vault.tokens(new LinkKey(TENANT, "alice", LINK))).isEmpty();
        String trail = String.join("\n", audit.newest(TENANT, 20));
        assertThat(trail).contains("\"link.created\"").contains("\"link.removed\"").contains("HTTP 401")
                .contains("\"upstream\":\"github\"").doesNotContain(ALICE_TOKEN);
        String log = Files.readString(Path.of("target/github-search-test.log"));
        assertThat(log).contains("made with GitHubCredential[the GitHub account alice linked]")
                .doesNotContain(ALICE_TOKEN).doesNotContain(UserOAuthProfile.CLIENT_SECRET);
    }
}
