package dev.switchboard.sessionstore.upstream;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * The catalogue of an upstream that lists its tools only to its users (mcp-bridge-service's {@code userOAuth} upstreams
 * without a credential of the bridge's own), as last read through a user's session:
 * {@code sb:bridge:catalogue:<scope><upstream>} → JSON (schema the bridge's). Every bridge replica offers it, also
 * after a restart, before any user's session is open again; removing the upstream forgets it.
 */
@ApplicationScoped
public class ListedCatalogues {

    private final RedisDataSource redis;

    ListedCatalogues(RedisDataSource redis) {
        this.redis = redis;
    }

    static String key(String service, String upstream) {
        return "sb:bridge:catalogue:" + PinnedDefinitions.scope(service) + upstream;
    }

    public Optional<String> read(String service, String upstream) {
        return Optional.ofNullable(RedisCalls.call("catalogue read",
                () -> redis.value(String.class).get(key(service, upstream))));
    }

    public void write(String service, String upstream, String catalogue) {
        RedisCalls.run("catalogue write", () -> redis.value(String.class).set(key(service, upstream), catalogue));
    }

    /** Forgets the catalogue of {@code upstream} (removed); true when there was one. */
    public boolean forget(String service, String upstream) {
        return RedisCalls.call("catalogue forget", () -> redis.key().del(key(service, upstream)) > 0);
    }
}
