package dev.switchboard.bridge.upstream;

import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.audit.AuditStream;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When the authorization server refuses a link's refresh token ({@code invalid_grant}: revoked, or never its own),
 * the link is removed, the refusal and the removal are audited without the token, and the user's call asks for
 * consent again.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ARefusedRefreshUnlinksAndAsksAgainTest extends LinkUpstreamTest {

    @Inject
    AuditStream audit;

    @Override
    String upstream() {
        return "archive";
    }

    @Test
    void theLinkIsRemovedAuditedAndAskedForAgain() throws Exception {
        linked("alice", "alice-at-archive");
        LinkKey key = new LinkKey(tenant(), "alice", "archive");
        LinkedTokens stored = vault.tokens(key).orElseThrow();
        String revoked = "revoked-refresh-token-" + System.nanoTime();
        vault.link(key, new LinkedTokens(stored.accessToken(), revoked, Instant.now().minusSeconds(5),
                stored.scope()));

        Consent again = asked("alice");

        assertThat(again.url()).endsWith("/" + again.elicitationId());
        assertThat(vault.tokens(key)).isEmpty();
        String trail = String.join("\n", audit.newest(tenant(), 20));
        assertThat(trail).contains("\"link.refresh-failed\"").contains("\"link.removed\"").contains("invalid_grant")
                .doesNotContain(revoked).doesNotContain(stored.accessToken());
    }
}
