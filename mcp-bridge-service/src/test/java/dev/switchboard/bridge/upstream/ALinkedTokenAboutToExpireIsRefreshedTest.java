package dev.switchboard.bridge.upstream;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A linked access token that expires within {@code bridge.user-oauth.refresh-ahead} is refreshed with the link's
 * refresh token before the call goes out: the call reaches the upstream as the same account, and the vault holds the
 * new token.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ALinkedTokenAboutToExpireIsRefreshedTest extends LinkUpstreamTest {

    @Override
    String upstream() {
        return "almanac";
    }

    @Test
    void theCallGoesOutWithARefreshedTokenOfTheSameAccount() throws Exception {
        linked("alice", "alice-at-almanac");
        LinkKey key = new LinkKey(tenant(), "alice", "almanac");
        LinkedTokens stored = vault.tokens(key).orElseThrow();
        vault.link(key, new LinkedTokens(stored.accessToken(), stored.refreshToken(), Instant.now().plusSeconds(5),
                stored.scope()));

        JsonNode seen = JSON.readTree(whoami("alice", null, null).getString("content[0].text"));
        LinkedTokens after = vault.tokens(key).orElseThrow();

        assertThat(seen.path("sub").asText()).isEqualTo("alice-at-almanac");
        assertThat(after.accessToken()).isNotEqualTo(stored.accessToken());
        assertThat(after.expiresAt()).isAfter(Instant.now().plusSeconds(60));
    }
}
