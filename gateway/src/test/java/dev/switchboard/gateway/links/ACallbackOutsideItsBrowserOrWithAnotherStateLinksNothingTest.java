package dev.switchboard.gateway.links;

import java.net.http.HttpResponse;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The upstream's answer counts only in the browser that went through the consent page for that link, and only with
 * that link's own state: a callback from another browser (a victim sent a crafted authorization URL), or carrying
 * another state, is refused with a page saying nothing was linked, and the pending link stays usable.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ACallbackOutsideItsBrowserOrWithAnotherStateLinksNothingTest {

    @Inject
    PendingLinks pending;

    @Test
    void anotherBrowserAndAnotherStateAreRefused() {
        String state = PendingLinks.randomValue();
        PendingLink link = new PendingLink(PendingLinks.randomValue(), "tenant-a", "caller-a", "notes", "mcp-bridge",
                "https://login.upstream.example/authorize?client_id=bridge&state=" + state,
                Instant.now().plusSeconds(300));
        pending.put(link, state, PendingLinks.randomValue());
        Browser owner = new Browser();
        owner.follow(owner.follow(owner.open(Browser.gateway("/links/connect/" + link.id()))));

        HttpResponse<String> elsewhere = new Browser().open(Browser.gateway("/links/callback?code=c&state=" + state));
        HttpResponse<String> forged = owner.open(Browser.gateway("/links/callback?code=c&state="
                + PendingLinks.randomValue()));

        assertThat(elsewhere.statusCode()).isEqualTo(400);
        assertThat(elsewhere.body()).contains("No link was started in this browser").contains("Nothing was linked");
        assertThat(forged.statusCode()).isEqualTo(400);
        assertThat(forged.body()).contains("does not belong to the link this browser started");
        assertThat(pending.find(link.id())).isPresent();
    }
}
