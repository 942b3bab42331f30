package dev.switchboard.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.access.ApiKeyRecord;
import dev.switchboard.sessionstore.access.ApiKeyStore;
import io.quarkus.runtime.StartupEvent;

/**
 * API keys for machine clients without an identity provider: {@code sbk_<id>_<secret>}, shown once when created.
 * Redis keeps only the SHA-256 of the secret, under the public id. A verified key is remembered for one second at
 * most, and a revocation announced on the replica bus drops it at once, so revoking takes effect on every replica
 * within a second even if the announcement is lost. Each key's use is an audit event, at most once a minute per key
 * and replica, so the tenant's bounded audit stream shows which keys are in use without being flooded by them.
 */
@ApplicationScoped
public class ApiKeys {

    static final String PREFIX = "sbk_";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

    private final ApiKeyStore store;
    private final AuditLog audit;
    private final Duration wait;
    private final Cache<String, ApiKeyRecord> recent = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(Duration.ofSeconds(1)).build();
    private final Cache<String, Boolean> auditedUse = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(Duration.ofMinutes(1)).build();

    ApiKeys(ApiKeyStore store, AuditLog audit, GatewayConfig config) {
        this.store = store;
        this.audit = audit;
        this.wait = config.localAnswerWait();
    }

    void onStart(@Observes StartupEvent event) {
        store.watchRevocations(id -> recent.asMap().keySet().removeIf(key -> key.startsWith(id + ":")));
    }

    /** True for text shaped like a key of this gateway (so it is not mistaken for an access token). */
    public static boolean looksLikeKey(String token) {
        return token.startsWith(PREFIX);
    }

    /** A new key for {@code subject} of {@code tenant}; the returned text is the only time the secret exists. */
    public Created create(String tenant, String subject, List<String> scopes, Instant expiresAt) {
        String id = randomId();
        byte[] secretBytes = new byte[32];
        RANDOM.nextBytes(secretBytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(secretBytes);
        ApiKeyRecord record = new ApiKeyRecord(id, tenant, subject, scopes, Instant.now(), expiresAt, sha256(secret));
        store.save(record);
        return new Created(record, PREFIX + id + "_" + secret);
    }

    public List<ApiKeyRecord> list(String tenant) {
        return store.list(tenant);
    }

    public boolean revoke(String tenant, String id) {
        recent.asMap().keySet().removeIf(key -> key.startsWith(id + ":"));
        return store.revoke(tenant, id);
    }

    /** Every key of the tenant goes (the tenant was deleted). */
    public void revokeAll(String tenant) {
        list(tenant).forEach(key -> revoke(tenant, key.id()));
    }

    /** The identity a key stands for; {@link AuthFailure} when it is unknown, revoked, expired or altered. */
    public Identity verify(String key) {
        return verify(key, true).orElseThrow();
    }

    /**
     * The identity of a key this replica verified lately and that is still valid, without asking Redis: empty when
     * only {@link #verify} can tell.
     */
    public Optional<Identity> verifyNow(String key) {
        try {
            return verify(key, false);
        } catch (AuthFailure e) {
            return Optional.empty();
        }
    }

    private Optional<Identity> verify(String key, boolean mayAskTheStore) {
        int separator = key.indexOf('_', PREFIX.length());
        if (separator < 0) {
            throw AuthFailure.invalidToken("the API key is malformed (sbk_<id>_<secret>); copy it again as it was "
                    + "shown when made");
        }
        String id = key.substring(PREFIX.length(), separator);
        String secret = key.substring(separator + 1);
        String secretSha256 = sha256(secret);
        String cacheKey = id + ":" + secretSha256;
        ApiKeyRecord record = recent.getIfPresent(cacheKey);
        if (record == null) {
            if (!mayAskTheStore) {
                return Optional.empty();
            }
            record = store.find(id, wait).filter(found -> MessageDigest.isEqual(
                    found.secretSha256().getBytes(StandardCharsets.US_ASCII),
                    secretSha256.getBytes(StandardCharsets.US_ASCII)))
                    .orElseThrow(() -> AuthFailure.invalidToken("the API key is unknown or was revoked; "
                            + "ask the tenant's admin for a new one"));
            recent.put(cacheKey, record);
        }
        if (record.expiresAt() != null && record.expiresAt().isBefore(Instant.now())) {
            throw AuthFailure.invalidToken("the API key expired at " + record.expiresAt()
                    + "; ask the tenant's admin for a new one");
        }
        if (auditedUse.asMap().putIfAbsent(id, Boolean.TRUE) == null) {
            audit.record(record.tenant(), record.subject(), "apikey.used", Map.of("keyId", id));
        }
        return Optional.of(new Identity(new Principal(record.tenant(), record.subject()), Set.copyOf(record.scopes()),
                false, "api-key", record.id()));
    }

    public Optional<ApiKeyRecord> find(String id) {
        return store.find(id);
    }

    private static String sha256(String secret) {
        return CanonicalJson.sha256Text(secret);
    }

    private static String randomId() {
        StringBuilder id = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            id.append(ID_ALPHABET[RANDOM.nextInt(ID_ALPHABET.length)]);
        }
        return id.toString();
    }

    /** A key just created: its stored record and the key text to hand over once. */
    public record Created(ApiKeyRecord record, String key) {
    }
}
