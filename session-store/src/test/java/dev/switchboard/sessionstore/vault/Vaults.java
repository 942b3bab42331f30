package dev.switchboard.sessionstore.vault;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.redis.datasource.RedisDataSource;

/** Vaults over the test's Redis with keys of the test's choosing, as replicas with other configurations would be. */
final class Vaults {

    static final String KEY_A = "key-a-" + "a".repeat(40);
    static final String KEY_B = "key-b-" + "b".repeat(40);

    private Vaults() {
    }

    static TokenVault with(RedisDataSource redis, ObjectMapper json, String... keys) {
        return new TokenVault(redis, json, List.of(keys), Clock.systemUTC());
    }

    /** A link of its own per test, so tests never see each other's. */
    static LinkKey freshLink(String upstream) {
        return new LinkKey("tenant-" + UUID.randomUUID(), "alice@example.com", upstream);
    }

    static LinkedTokens tokens(String access, String refresh) {
        return new LinkedTokens(access, refresh, Instant.now().plusSeconds(3600), "repo");
    }
}
