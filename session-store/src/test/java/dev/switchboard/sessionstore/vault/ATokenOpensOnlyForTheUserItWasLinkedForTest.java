package dev.switchboard.sessionstore.vault;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A sealed token is bound to its tenant, subject and upstream: copied by hand into another user's place in Redis,
 * it does not open there, and each user reads only their own link.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ATokenOpensOnlyForTheUserItWasLinkedForTest {

    @Inject
    RedisDataSource redis;

    @Inject
    ObjectMapper json;

    @Test
    void aTokenCopiedToAnotherUserDoesNotOpen() {
        TokenVault vault = Vaults.with(redis, json, Vaults.KEY_A);
        LinkKey alice = Vaults.freshLink("github");
        LinkKey bob = new LinkKey(alice.tenant(), "bob@example.com", "github");
        vault.link(alice, Vaults.tokens("alice-access", "alice-refresh"));
        assertThat(vault.tokens(bob)).isEmpty();

        String tokens = "sb:{vault:" + alice.tenant() + "}:tokens";
        String sealed = redis.hash(String.class).hget(tokens, "[\"alice@example.com\",\"github\"]");
        redis.hash(String.class).hset(tokens, "[\"bob@example.com\",\"github\"]", sealed);

        assertThatThrownBy(() -> vault.tokens(bob)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("subject 'bob@example.com'").hasMessageContaining("does not open");
        assertThat(vault.tokens(alice)).hasValueSatisfying(
                opened -> assertThat(opened.accessToken()).isEqualTo("alice-access"));
    }
}
