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
 * Keys rotate without losing links: with a new key put first and the old one after it, a link made under the old key
 * still opens and is sealed again under the new one, so the old key can then be dropped. A vault given only keys that
 * never sealed it says so instead of answering.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ALinkSurvivesAKeyRotationTest {

    @Inject
    RedisDataSource redis;

    @Inject
    ObjectMapper json;

    @Test
    void aLinkReadAfterTheRotationMovesToTheNewKey() {
        LinkKey link = Vaults.freshLink("jira");
        Vaults.with(redis, json, Vaults.KEY_A).link(link, Vaults.tokens("access-1", "refresh-1"));

        assertThat(Vaults.with(redis, json, Vaults.KEY_B, Vaults.KEY_A).tokens(link))
                .hasValueSatisfying(tokens -> assertThat(tokens.accessToken()).isEqualTo("access-1"));
        assertThat(Vaults.with(redis, json, Vaults.KEY_B).tokens(link))
                .hasValueSatisfying(tokens -> assertThat(tokens.refreshToken()).isEqualTo("refresh-1"));
    }

    @Test
    void aVaultWithoutTheSealingKeyRefusesToAnswer() {
        LinkKey link = Vaults.freshLink("jira");
        Vaults.with(redis, json, Vaults.KEY_A).link(link, Vaults.tokens("access-2", null));

        assertThatThrownBy(() -> Vaults.with(redis, json, Vaults.KEY_B).tokens(link))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("upstream 'jira'")
                .hasMessageContaining("does not open with any of the 1 key(s) of switchboard.token-vault.keys")
                .hasMessageNotContaining("access-2");
    }
}
