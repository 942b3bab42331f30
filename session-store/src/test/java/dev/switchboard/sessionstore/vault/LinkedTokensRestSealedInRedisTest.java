package dev.switchboard.sessionstore.vault;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.redis.client.Response;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the vault writes to Redis holds no token in plain text: every key and value of the database, read back raw,
 * lacks both tokens, while the vault itself reads them, and the listing says who linked what without them.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class LinkedTokensRestSealedInRedisTest {

    @Inject
    RedisDataSource redis;

    @Inject
    ObjectMapper json;

    @Test
    void noKeyOrValueInRedisHoldsATokenInPlainText() {
        TokenVault vault = Vaults.with(redis, json, Vaults.KEY_A);
        LinkKey link = Vaults.freshLink("github");
        String access = "gho_access_" + System.nanoTime();
        String refresh = "ghr_refresh_" + System.nanoTime();
        vault.link(link, Vaults.tokens(access, refresh));

        assertThat(vault.tokens(link)).hasValueSatisfying(tokens -> {
            assertThat(tokens.accessToken()).isEqualTo(access);
            assertThat(tokens.refreshToken()).isEqualTo(refresh);
            assertThat(tokens.toString()).doesNotContain(access).doesNotContain(refresh);
        });
        assertThat(vault.links(link.tenant())).singleElement().satisfies(listed -> {
            assertThat(listed.subject()).isEqualTo("alice@example.com");
            assertThat(listed.upstream()).isEqualTo("github");
            assertThat(listed.refreshable()).isTrue();
        });

        String everything = String.join("\n", dump());
        assertThat(everything).contains(link.tenant()).doesNotContain(access).doesNotContain(refresh);
    }

    /** Every key of the database with its value as Redis returns it (hashes field by field). */
    private List<String> dump() {
        List<String> lines = new ArrayList<>();
        for (String key : redis.key(String.class).keys("*")) {
            lines.add(key);
            String type = redis.key(String.class).type(key).name();
            Response value = switch (type) {
                case "HASH" -> redis.execute("HGETALL", key);
                case "STRING" -> redis.execute("GET", key);
                default -> null;
            };
            if (value != null) {
                lines.add(value.toString());
            }
        }
        return lines;
    }
}
