package dev.switchboard.sessionstore.vault;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.seal.Sealer;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;

/**
 * Users' tokens for upstreams, per (tenant, subject, upstream), as they rest in Redis: sealed with AES-256-GCM under
 * {@link TokenVaultConfig#keys()} and bound to their tenant, subject and upstream, so a sealed value copied to another
 * user's place does not open. A token read under a previous key is sealed again under the current one. Beside the
 * sealed tokens, each tenant keeps its links as people see them ({@link UpstreamLink}: never a token), for listing.
 * Both live under the tenant's hash tag, so a link and its listing change together in one script, on Redis Cluster
 * too. A refresh runs once across replicas ({@link #refresh}).
 */
@ApplicationScoped
public class TokenVault {

    /** Writes the sealed tokens and the link's listing together. KEYS: tokens, links. ARGV: field, sealed, link. */
    private static final String PUT = """
            redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
            redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
            return 1""";
    /** Removes a link and its tokens. KEYS: tokens, links. ARGV: field. */
    private static final String DELETE = """
            redis.call('HDEL', KEYS[1], ARGV[1])
            return redis.call('HDEL', KEYS[2], ARGV[1])""";
    /** Removes every link of a subject. KEYS: tokens, links. ARGV: the subject's field prefix. */
    private static final String DELETE_SUBJECT = """
            local removed = 0
            for _, field in ipairs(redis.call('HKEYS', KEYS[2])) do
              if string.sub(field, 1, string.len(ARGV[1])) == ARGV[1] then
                redis.call('HDEL', KEYS[1], field)
                removed = removed + redis.call('HDEL', KEYS[2], field)
              end
            end
            return removed""";
    /** Releases a refresh lock only if this caller still holds it. KEYS: lock. ARGV: holder. */
    private static final String RELEASE = """
            if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
            return 0""";
    static final Duration REFRESH_LOCK = Duration.ofSeconds(15);
    private static final Duration REFRESH_POLL = Duration.ofMillis(50);

    private final RedisDataSource redis;
    private final ObjectMapper json;
    private final Sealer sealer;
    private final Clock clock;

    @Inject
    TokenVault(RedisDataSource redis, ObjectMapper json, TokenVaultConfig config) {
        this(redis, json, config.keys().orElse(List.of()), Clock.systemUTC());
    }

    /** A vault sealing with {@code keys} (current first). */
    public TokenVault(RedisDataSource redis, ObjectMapper json, List<String> keys, Clock clock) {
        this.redis = redis;
        this.json = json;
        this.sealer = new Sealer("switchboard.token-vault.keys", "switchboard token vault v1", keys);
        this.clock = clock;
    }

    /** Whether a key is configured, so that accounts can be linked at all. */
    public boolean canLink() {
        return sealer.canSeal();
    }

    /** Links (or links again) the user to the upstream with these tokens. */
    public UpstreamLink link(LinkKey key, LinkedTokens tokens) {
        Instant linkedAt = listing(key).map(UpstreamLink::linkedAt).orElse(clock.instant());
        return put(key, tokens, linkedAt);
    }

    /** The user's tokens for the upstream, if linked. */
    public Optional<LinkedTokens> tokens(LinkKey key) {
        String sealed = RedisCalls.call("vault read", () -> redis.hash(String.class).hget(tokensKey(key), field(key)));
        if (sealed == null) {
            return Optional.empty();
        }
        Sealer.Opened opened;
        try {
            opened = sealer.open(place(key), sealed);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("The token vault's entry of " + describe(key) + " " + e.getMessage(), e);
        }
        LinkedTokens tokens = read(opened.text());
        if (!opened.underCurrentKey()) {
            put(key, tokens, listing(key).map(UpstreamLink::linkedAt).orElse(clock.instant()));
        }
        return Optional.of(tokens);
    }

    /**
     * Fresh tokens for a link whose access token {@code stale} no longer serves: {@code refresher} (the upstream's
     * refresh grant) runs once across every replica. The caller that takes the link's lock refreshes, unless the
     * stored token already differs from {@code stale} (another replica refreshed first); the others wait for the lock
     * to go and read what it stored.
     *
     * @return the tokens now stored; empty when the link is gone (unlinked, or its grant refused meanwhile)
     * @throws RuntimeException whatever {@code refresher} throws (after the lock is released)
     */
    public Optional<LinkedTokens> refresh(LinkKey key, LinkedTokens stale, UnaryOperator<LinkedTokens> refresher) {
        String lock = lockKey(key);
        String holder = UUID.randomUUID().toString();
        Instant giveUp = clock.instant().plus(REFRESH_LOCK.multipliedBy(2));
        while (true) {
            boolean taken = RedisCalls.call("vault refresh lock", () -> redis.execute("SET", lock, holder, "NX", "PX",
                    Long.toString(REFRESH_LOCK.toMillis()))) != null;
            if (taken) {
                try {
                    Optional<LinkedTokens> current = tokens(key);
                    if (current.isEmpty() || !current.get().accessToken().equals(stale.accessToken())) {
                        return current;
                    }
                    LinkedTokens fresh = refresher.apply(current.get());
                    put(key, fresh, listing(key).map(UpstreamLink::linkedAt).orElse(clock.instant()));
                    return Optional.of(fresh);
                } finally {
                    RedisCalls.run("vault refresh unlock", () -> redis.execute("EVAL", RELEASE, "1", lock, holder));
                }
            }
            Optional<LinkedTokens> current = tokens(key);
            if (current.isEmpty() || !current.get().accessToken().equals(stale.accessToken())) {
                return current;
            }
            if (clock.instant().isAfter(giveUp)) {
                throw new IllegalStateException("The refresh of " + describe(key) + " did not finish within "
                        + REFRESH_LOCK.multipliedBy(2).toSeconds() + " s");
            }
            try {
                // Another replica holds the lock: its refresh is one round trip to the upstream's token endpoint.
                Thread.sleep(REFRESH_POLL);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while another replica refreshed " + describe(key), e);
            }
        }
    }

    /** Removes the user's link to the upstream; whether there was one. */
    public boolean unlink(LinkKey key) {
        Response removed = RedisCalls.call("vault unlink",
                () -> redis.execute("EVAL", DELETE, "2", tokensKey(key), linksKey(key.tenant()), field(key)));
        return removed != null && removed.toLong() > 0;
    }

    /** Removes every link of one user of the tenant (their keys were revoked, say); how many there were. */
    public long unlinkSubject(String tenant, String subject) {
        String prefix = field(new LinkKey(tenant, subject, ""));
        prefix = prefix.substring(0, prefix.length() - "\"\"]".length());
        String subjectPrefix = prefix;
        Response removed = RedisCalls.call("vault unlink subject", () -> redis.execute("EVAL", DELETE_SUBJECT, "2",
                tokensKey(tenant), linksKey(tenant), subjectPrefix));
        return removed == null ? 0 : removed.toLong();
    }

    /** Removes every link of the tenant (it was deleted); how many there were. */
    public long unlinkTenant(String tenant) {
        long count = links(tenant).size();
        RedisCalls.run("vault unlink tenant", () -> redis.key(String.class).del(tokensKey(tenant), linksKey(tenant)));
        return count;
    }

    /** The tenant's links, every user's, ordered by subject and upstream: never a token. */
    public List<UpstreamLink> links(String tenant) {
        Map<String, String> all = RedisCalls.call("vault links", () -> redis.hash(String.class).hgetall(linksKey(tenant)));
        List<UpstreamLink> links = new ArrayList<>();
        for (String listing : all.values()) {
            links.add(readLink(listing));
        }
        links.sort(java.util.Comparator.comparing(UpstreamLink::subject).thenComparing(UpstreamLink::upstream));
        return links;
    }

    /** One user's links. */
    public List<UpstreamLink> links(String tenant, String subject) {
        return links(tenant).stream().filter(link -> link.subject().equals(subject)).toList();
    }

    private UpstreamLink put(LinkKey key, LinkedTokens tokens, Instant linkedAt) {
        UpstreamLink link = new UpstreamLink(key.tenant(), key.subject(), key.upstream(), linkedAt, tokens.expiresAt(),
                tokens.refreshToken() != null);
        String sealed = sealer.seal(place(key), write(tokens));
        String listing = write(link);
        RedisCalls.run("vault write", () -> redis.execute("EVAL", PUT, "2", tokensKey(key), linksKey(key.tenant()),
                field(key), sealed, listing));
        return link;
    }

    private Optional<UpstreamLink> listing(LinkKey key) {
        String listing = RedisCalls.call("vault link read",
                () -> redis.hash(String.class).hget(linksKey(key.tenant()), field(key)));
        return Optional.ofNullable(listing).map(this::readLink);
    }

    /** A link's field in its tenant's hashes: the JSON array [subject, upstream], which no two links share. */
    private String field(LinkKey key) {
        ArrayNode pair = json.createArrayNode().add(key.subject()).add(key.upstream());
        return pair.toString();
    }

    private String place(LinkKey key) {
        return key.tenant() + "\n" + field(key);
    }

    private static String tokensKey(LinkKey key) {
        return tokensKey(key.tenant());
    }

    private static String tokensKey(String tenant) {
        return "sb:{vault:" + tenant + "}:tokens";
    }

    private static String linksKey(String tenant) {
        return "sb:{vault:" + tenant + "}:links";
    }

    private String lockKey(LinkKey key) {
        return "sb:{vault:" + key.tenant() + "}:refreshing:" + field(key);
    }

    private static String describe(LinkKey key) {
        return "the link of subject '" + key.subject() + "' of tenant '" + key.tenant() + "' to upstream '"
                + key.upstream() + "'";
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot write a vault entry", e);
        }
    }

    private LinkedTokens read(String text) {
        try {
            return json.readValue(text, LinkedTokens.class);
        } catch (IOException e) {
            throw new IllegalStateException("A token vault entry is not readable", e);
        }
    }

    private UpstreamLink readLink(String text) {
        try {
            return json.readValue(text, UpstreamLink.class);
        } catch (IOException e) {
            throw new IllegalStateException("A token vault listing is not readable", e);
        }
    }
}
