package dev.switchboard.sessionstore.vault;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Unlinking removes a link's tokens and its listing together: one link, every link of a user (their keys were
 * revoked) or every link of a tenant; the other users' links stay.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnlinkingRemovesTokensAndListingTest {

    @Inject
    RedisDataSource redis;

    @Inject
    ObjectMapper json;

    @Test
    void oneLinkGoes() {
        TokenVault vault = Vaults.with(redis, json, Vaults.KEY_A);
        LinkKey github = Vaults.freshLink("github");
        LinkKey jira = new LinkKey(github.tenant(), github.subject(), "jira");
        vault.link(github, Vaults.tokens("a1", "r1"));
        vault.link(jira, Vaults.tokens("a2", "r2"));

        assertThat(vault.unlink(github)).isTrue();
        assertThat(vault.unlink(github)).isFalse();
        assertThat(vault.tokens(github)).isEmpty();
        assertThat(vault.links(github.tenant())).extracting(UpstreamLink::upstream).containsExactly("jira");
    }

    @Test
    void everyLinkOfOneUserGoesAndOnlyTheirs() {
        TokenVault vault = Vaults.with(redis, json, Vaults.KEY_A);
        LinkKey alice = Vaults.freshLink("github");
        LinkKey aliceJira = new LinkKey(alice.tenant(), alice.subject(), "jira");
        LinkKey alicia = new LinkKey(alice.tenant(), "alice@example.co", "github");
        vault.link(alice, Vaults.tokens("a1", null));
        vault.link(aliceJira, Vaults.tokens("a2", null));
        vault.link(alicia, Vaults.tokens("a3", null));

        assertThat(vault.unlinkSubject(alice.tenant(), alice.subject())).isEqualTo(2);
        assertThat(vault.tokens(aliceJira)).isEmpty();
        assertThat(vault.links(alice.tenant())).extracting(UpstreamLink::subject).containsExactly("alice@example.co");
    }

    @Test
    void everyLinkOfATenantGoes() {
        TokenVault vault = Vaults.with(redis, json, Vaults.KEY_A);
        LinkKey alice = Vaults.freshLink("github");
        LinkKey other = Vaults.freshLink("github");
        vault.link(alice, Vaults.tokens("a1", null));
        vault.link(new LinkKey(alice.tenant(), "bob", "jira"), Vaults.tokens("a2", null));
        vault.link(other, Vaults.tokens("a3", null));

        assertThat(vault.unlinkTenant(alice.tenant())).isEqualTo(2);
        assertThat(vault.links(alice.tenant())).isEmpty();
        assertThat(vault.tokens(other)).isPresent();
    }
}
