package dev.switchboard.sessionstore.vault;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.seal.Sealer;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;

/**
 * Links users were asked to make, between the consent request and the authorization server's redirect back, in
 * Redis so that any replica can carry each step. A pending link is found by its id (what the consent URL names) to show
 * and check it, and taken by its OAuth {@code state} exactly once: a replayed or forged state finds nothing. Both keys
 * expire with the link. The PKCE verifier rests sealed under the token vault's keys, bound to the state.
 */
@ApplicationScoped
public class PendingLinks {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final RedisDataSource redis;
    private final ObjectMapper json;
    private final Sealer sealer;
    private final Clock clock;

    @Inject
    PendingLinks(RedisDataSource redis, ObjectMapper json, TokenVaultConfig config) {
        this(redis, json, config.keys().orElse(List.of()), Clock.systemUTC());
    }

    /** Pending links sealing their verifiers with {@code keys} (current first). */
    public PendingLinks(RedisDataSource redis, ObjectMapper json, List<String> keys, Clock clock) {
        this.redis = redis;
        this.json = json;
        this.sealer = new Sealer("switchboard.token-vault.keys", "switchboard pending link v1", keys);
        this.clock = clock;
    }

    /** A fresh random value of 32 bytes, base64url: for ids, states and PKCE verifiers. */
    public static String randomValue() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Keeps {@code link} until its expiry, under its id and under {@code state}, with its PKCE verifier. */
    public void put(PendingLink link, String state, String codeVerifier) {
        long ttl = Math.max(1, Duration.between(clock.instant(), link.expiresAt()).toMillis());
        ObjectNode record = json.createObjectNode();
        record.set("link", json.valueToTree(link));
        record.put("verifier", sealer.seal(state, codeVerifier));
        String byId = write(link);
        String byState = record.toString();
        RedisCalls.run("pending link write", () -> {
            redis.value(String.class).psetex(idKey(link.id()), ttl, byId);
            redis.value(String.class).psetex(stateKey(state), ttl, byState);
        });
    }

    /** The pending link with this id, while it holds. */
    public Optional<PendingLink> find(String id) {
        String text = RedisCalls.call("pending link read", () -> redis.value(String.class).get(idKey(id)));
        if (text == null) {
            return Optional.empty();
        }
        PendingLink link = read(text, PendingLink.class);
        return link.expiresAt().isAfter(clock.instant()) ? Optional.of(link) : Optional.empty();
    }

    /** The pending link of {@code state}, removed so no one takes it again; empty when unknown, used or expired. */
    public Optional<Taken> take(String state) {
        // GETDEL makes the state single-use across replicas: of two concurrent takes, one gets the record.
        Response taken = RedisCalls.call("pending link take", () -> redis.execute("GETDEL", stateKey(state)));
        if (taken == null) {
            return Optional.empty();
        }
        JsonNode record = read(taken.toString(), JsonNode.class);
        PendingLink link = json.convertValue(record.get("link"), PendingLink.class);
        RedisCalls.run("pending link end", () -> redis.key(String.class).del(idKey(link.id())));
        if (!link.expiresAt().isAfter(clock.instant())) {
            return Optional.empty();
        }
        String verifier = sealer.open(state, record.path("verifier").asText()).text();
        return Optional.of(new Taken(link, verifier));
    }

    /**
     * Remembers that a browser was sent to sign in at the gateway's own issuer before pending link {@code linkId},
     * with the PKCE verifier of that sign-in, until the link expires; {@code signInState} is the sign-in's state.
     */
    public void beginSignIn(String signInState, String linkId, String codeVerifier, Instant until) {
        long ttl = Math.max(1, Duration.between(clock.instant(), until).toMillis());
        String record = json.createObjectNode().put("link", linkId).put("verifier", codeVerifier).toString();
        RedisCalls.run("link sign-in write", () -> redis.value(String.class).psetex(signInKey(signInState), ttl,
                record));
    }

    /** The sign-in of {@code signInState}, once: the pending link's id and the sign-in's PKCE verifier. */
    public Optional<SignIn> endSignIn(String signInState) {
        Response taken = RedisCalls.call("link sign-in take", () -> redis.execute("GETDEL", signInKey(signInState)));
        if (taken == null) {
            return Optional.empty();
        }
        JsonNode record = read(taken.toString(), JsonNode.class);
        return Optional.of(new SignIn(record.path("link").asText(), record.path("verifier").asText()));
    }

    /** A sign-in at the gateway's issuer on the way to a pending link. */
    public record SignIn(String linkId, String codeVerifier) {

        @Override
        public String toString() {
            return "SignIn[linkId=" + linkId + ", codeVerifier=<redacted>]";
        }
    }

    /** A pending link taken by its state, with the PKCE verifier its authorization request was made with. */
    public record Taken(PendingLink link, String codeVerifier) {

        @Override
        public String toString() {
            return "Taken[link=" + link + ", codeVerifier=<redacted>]";
        }
    }

    private static String idKey(String id) {
        return "sb:link:" + id;
    }

    private static String signInKey(String state) {
        return "sb:link-sign-in:" + state;
    }

    private static String stateKey(String state) {
        return "sb:link-state:" + state;
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot write a pending link", e);
        }
    }

    private <T> T read(String text, Class<T> type) {
        try {
            return json.readValue(text, type);
        } catch (IOException e) {
            throw new IllegalStateException("A pending link is not readable", e);
        }
    }
}
