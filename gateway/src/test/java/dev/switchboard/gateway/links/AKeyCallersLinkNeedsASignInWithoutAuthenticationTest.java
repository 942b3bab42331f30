package dev.switchboard.gateway.links;

import java.net.http.HttpResponse;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.WithoutAuthentication;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With {@code gateway.auth.mode=none}, whoever opens the anonymous user's consent page is that user, so it goes
 * straight on to the upstream. A link an API key's caller asked for cannot be checked without the gateway's issuer:
 * its page says what to set and sends nobody on, so no one else's account lands in that caller's vault.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutAuthentication.class)
class AKeyCallersLinkNeedsASignInWithoutAuthenticationTest {

    private static final String UPSTREAM_AUTHORIZE = "https://login.upstream.example/authorize?client_id=bridge";

    @Inject
    PendingLinks pending;

    @Test
    void theAnonymousUsersLinkGoesStraightOn() {
        HttpResponse<String> page = new Browser().open(Browser.gateway("/links/connect/" + linkFor("anonymous",
                "anonymous").id()));

        assertThat(page.statusCode()).isEqualTo(302);
        assertThat(page.headers().firstValue("Location").orElseThrow()).startsWith(UPSTREAM_AUTHORIZE);
    }

    @Test
    void aKeyCallersLinkSaysWhatToSetAndSendsNobodyOn() {
        HttpResponse<String> page = new Browser().open(Browser.gateway("/links/connect/" + linkFor("acme", "bot")
                .id()));

        assertThat(page.statusCode()).isEqualTo(501);
        assertThat(page.headers().firstValue("Location")).isEmpty();
        assertThat(page.body()).contains("gateway.links.client-id").doesNotContain(UPSTREAM_AUTHORIZE);
    }

    private PendingLink linkFor(String tenant, String subject) {
        String state = PendingLinks.randomValue();
        PendingLink link = new PendingLink(PendingLinks.randomValue(), tenant, subject, "notes", "mcp-bridge",
                UPSTREAM_AUTHORIZE + "&state=" + state, Instant.now().plusSeconds(300));
        pending.put(link, state, PendingLinks.randomValue());
        return link;
    }
}
