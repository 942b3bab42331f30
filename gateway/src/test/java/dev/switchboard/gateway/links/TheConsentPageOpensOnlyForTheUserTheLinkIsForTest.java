package dev.switchboard.gateway.links;

import java.net.http.HttpResponse;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whoever opens a consent URL first signs in at the gateway's own issuer. The user the link was asked for is sent on
 * to the upstream's authorization server; anyone else is refused and sent nowhere. An unknown link is a 404 page.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TheConsentPageOpensOnlyForTheUserTheLinkIsForTest {

    private static final String UPSTREAM_AUTHORIZE = "https://login.upstream.example/authorize?client_id=bridge";

    @Inject
    PendingLinks pending;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theLinksOwnUserGoesOnToTheUpstream() {
        String state = PendingLinks.randomValue();
        PendingLink link = linkFor("caller-a", state);
        Browser browser = new Browser();

        HttpResponse<String> toIssuer = browser.open(Browser.gateway("/links/connect/" + link.id()));
        HttpResponse<String> backFromIssuer = browser.follow(toIssuer);
        HttpResponse<String> toUpstream = browser.follow(backFromIssuer);

        assertThat(toIssuer.statusCode()).isEqualTo(302);
        assertThat(toIssuer.headers().firstValue("Location").orElseThrow()).startsWith(oauth.issuer() + "/authorize?")
                .contains("client_id=" + SecuredGateway.LINKS_CLIENT).contains("code_challenge_method=S256");
        assertThat(backFromIssuer.headers().firstValue("Location").orElseThrow())
                .contains("/links/signed-in?");
        assertThat(toUpstream.statusCode()).isEqualTo(302);
        assertThat(toUpstream.headers().firstValue("Location")).hasValue(link.authorizationUrl());
        assertThat(toUpstream.headers().allValues("Set-Cookie")).anySatisfy(cookie -> assertThat(cookie)
                .startsWith("sb_link=" + link.id()).containsIgnoringCase("HttpOnly").contains("SameSite=Lax"));
    }

    @Test
    void anotherUserIsRefusedAndSentNowhere() {
        PendingLink link = linkFor("someone-else", PendingLinks.randomValue());
        Browser browser = new Browser();

        HttpResponse<String> refused = browser.follow(browser.follow(
                browser.open(Browser.gateway("/links/connect/" + link.id()))));

        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(refused.headers().firstValue("Location")).isEmpty();
        assertThat(refused.body()).contains("Not your link").contains("caller-a")
                .doesNotContain(UPSTREAM_AUTHORIZE);
    }

    @Test
    void anUnknownLinkIsAPageSayingToCallAgain() {
        HttpResponse<String> page = new Browser().open(Browser.gateway("/links/connect/" + PendingLinks.randomValue()));

        assertThat(page.statusCode()).isEqualTo(404);
        assertThat(page.body()).contains("Call the tool again");
    }

    private PendingLink linkFor(String subject, String state) {
        PendingLink link = new PendingLink(PendingLinks.randomValue(), "tenant-a", subject, "notes", "mcp-bridge",
                UPSTREAM_AUTHORIZE + "&state=" + state, Instant.now().plusSeconds(300));
        pending.put(link, state, PendingLinks.randomValue());
        return link;
    }
}
