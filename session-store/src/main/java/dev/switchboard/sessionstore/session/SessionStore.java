package dev.switchboard.sessionstore.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;

/**
 * Sessions in Redis: one hash per session with a sliding idle TTL. Every operation is a single round trip (a short Lua
 * script where reading and extending must happen together), and a session used again within its copy age is served
 * from this replica's copy without one ({@link SessionCopies}, which also makes every change seen everywhere before it
 * returns).
 */
@Singleton
public class SessionStore {

    /**
     * KEYS: the hash, its copies set. ARGV: the TTL, the replica taking a copy ('' for none), how long the set must
     * outlive that copy, then the fields.
     */
    private static final String CREATE = """
            redis.call('HSET', KEYS[1], unpack(ARGV, 4))
            redis.call('PEXPIRE', KEYS[1], ARGV[1])
            if ARGV[2] ~= '' then
              redis.call('SADD', KEYS[2], ARGV[2])
              redis.call('PEXPIRE', KEYS[2], ARGV[3])
            end
            return 1""";

    /**
     * KEYS: the hash, its subscriptions, its copies set. ARGV: the TTL, the replica taking a copy ('' for none), how
     * long the set must outlive that copy.
     */
    private static final String RESUME = """
            local fields = redis.call('HGETALL', KEYS[1])
            if #fields > 0 then
              redis.call('PEXPIRE', KEYS[1], ARGV[1])
              redis.call('PEXPIRE', KEYS[2], ARGV[1])
              if ARGV[2] ~= '' then
                redis.call('SADD', KEYS[3], ARGV[2])
                redis.call('PEXPIRE', KEYS[3], ARGV[3])
              end
            end
            return fields""";

    /**
     * KEYS: the hash, its copies set. ARGV: field, value, field, value... Returns false for no session, else the
     * replicas that held a copy (the set goes: each takes a new copy, and a new place in it, on its next load).
     */
    private static final String SET_FIELDS_IF_PRESENT = """
            if redis.call('EXISTS', KEYS[1]) == 0 then return false end
            redis.call('HSET', KEYS[1], unpack(ARGV))
            local holders = redis.call('SMEMBERS', KEYS[2])
            redis.call('DEL', KEYS[2])
            return holders""";

    /** KEYS: the hash, its subscriptions, its copies set. Returns false for no session, else the copy holders. */
    private static final String DELETE = """
            local existed = redis.call('EXISTS', KEYS[1])
            local holders = redis.call('SMEMBERS', KEYS[3])
            redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
            if existed == 0 then return false end
            return holders""";

    private final RedisDataSource redis;
    private final ObjectMapper json;
    private final SessionStoreConfig config;
    private final SessionCopies copies;

    SessionStore(RedisDataSource redis, ObjectMapper json, SessionStoreConfig config, SessionCopies copies) {
        this.redis = redis;
        this.json = json;
        this.config = config;
        this.copies = copies;
    }

    /** Creates a session with a fresh id and stores it with the idle TTL. */
    public SessionRecord create(String protocolVersion, Principal principal, JsonNode clientInfo, JsonNode clientCapabilities) {
        SessionRecord session = new SessionRecord(SessionIds.newId(), protocolVersion, principal, clientInfo,
                clientCapabilities, null, null, Instant.now());
        long loadStartedAt = System.nanoTime();
        long generation = copies.generation();
        RedisCalls.run("session create", () -> redis.execute("EVAL", CREATE, "2", SessionKeys.session(session.id()),
                SessionKeys.copies(session.id()), ttlMillis(), copyHolder(), copyHoldersTtlMillis(),
                "version", session.protocolVersion(),
                "tenant", principal.tenant(),
                "subject", principal.subject(),
                "incarnation", principal.incarnation(),
                "clientInfo", write(clientInfo),
                "capabilities", write(clientCapabilities),
                "created", Long.toString(session.createdAt().toEpochMilli())));
        if (copies.enabled()) {
            copies.keep(session, loadStartedAt, generation);
        }
        return session;
    }

    /**
     * This replica's copy of session {@code id}, when it holds one young enough to use in place of {@link #resume};
     * never asks Redis. Empty when only {@link #resume} can tell (no copy, or copies off). Whose session it is, the
     * caller checks.
     */
    public Optional<SessionRecord> copyOf(String id) {
        return copies.enabled() && SessionIds.isWellFormed(id) ? Optional.ofNullable(copies.fresh(id))
                : Optional.empty();
    }

    /**
     * Loads a session for {@code principal} and restarts its idle clock. A session that does not exist, has expired or
     * belongs to another principal is reported the same way: empty.
     */
    public Optional<SessionRecord> resume(String id, Principal principal) {
        if (!SessionIds.isWellFormed(id)) {
            return Optional.empty();
        }
        SessionRecord copy = copies.enabled() ? copies.fresh(id) : null;
        if (copy != null) {
            return Optional.of(copy).filter(session -> session.principal().equals(principal));
        }
        long loadStartedAt = System.nanoTime();
        long generation = copies.generation();
        Response reply = RedisCalls.call("session lookup",
                () -> redis.execute("EVAL", RESUME, "3", SessionKeys.session(id), SessionKeys.subscriptions(id),
                        SessionKeys.copies(id), ttlMillis(), copyHolder(), copyHoldersTtlMillis()));
        if (reply == null || reply.size() == 0) {
            return Optional.empty();
        }
        Map<String, String> fields = new HashMap<>();
        for (int i = 0; i + 1 < reply.size(); i += 2) {
            fields.put(reply.get(i).toString(), reply.get(i + 1).toString());
        }
        SessionRecord session = new SessionRecord(id, fields.get("version"),
                new Principal(fields.get("tenant"), fields.get("subject"), fields.get("incarnation")),
                read(fields.get("clientInfo")),
                read(fields.get("capabilities")), fields.get("logLevel"), fields.get("streamReplica"),
                Instant.ofEpochMilli(Long.parseLong(fields.get("created"))));
        if (copies.enabled()) {
            copies.keep(session, loadStartedAt, generation);
        }
        return Optional.of(session).filter(found -> found.principal().equals(principal));
    }

    /** Records the level set by {@code logging/setLevel}; false when the session no longer exists. */
    public boolean updateLogLevel(String id, String level) {
        return setFields(id, "logLevel", level);
    }

    /** Records (2024-11-05 HTTP+SSE) which replica holds the session's one SSE stream. */
    public boolean updateStreamReplica(String id, String replicaId) {
        return setFields(id, "streamReplica", replicaId);
    }

    /** Records what a 2024-11-05 client declared in {@code initialize}, sent after its SSE stream opened the session. */
    public boolean updateHandshake(String id, String version, JsonNode clientInfo, JsonNode clientCapabilities) {
        return setFields(id, "version", version, "clientInfo", write(clientInfo), "capabilities",
                write(clientCapabilities));
    }

    /** Returns once no replica can use a copy without the change; false when the session no longer exists. */
    private boolean setFields(String id, String... fieldsAndValues) {
        String[] arguments = new String[fieldsAndValues.length + 4];
        arguments[0] = SET_FIELDS_IF_PRESENT;
        arguments[1] = "2";
        arguments[2] = SessionKeys.session(id);
        arguments[3] = SessionKeys.copies(id);
        System.arraycopy(fieldsAndValues, 0, arguments, 4, fieldsAndValues.length);
        Response holders = RedisCalls.call("session update",
                () -> redis.execute("EVAL", arguments));
        return changed(id, holders);
    }

    /** Ends a session, on every replica by the time it returns; false when there was nothing to end. */
    public boolean delete(String id) {
        if (!SessionIds.isWellFormed(id)) {
            return false;
        }
        Response holders = RedisCalls.call("session delete", () -> redis.execute("EVAL", DELETE, "3",
                SessionKeys.session(id), SessionKeys.subscriptions(id), SessionKeys.copies(id)));
        return changed(id, holders);
    }

    /** After a script that changed a session and answered its copy holders (or nil: no such session). */
    private boolean changed(String id, Response holders) {
        if (holders == null) {
            copies.changed(id, List.of());
            return false;
        }
        List<String> names = new ArrayList<>(holders.size());
        holders.forEach(holder -> names.add(holder.toString()));
        copies.changed(id, names);
        return true;
    }

    private String copyHolder() {
        return copies.enabled() ? copies.holder() : "";
    }

    /**
     * The copies set names the replicas whose copy may still be in use, so it need not outlive the newest copy: a copy
     * is used for at most the copy age from before the script ran. An idle session's set is gone a second after that,
     * not kept for the whole idle timeout.
     */
    private String copyHoldersTtlMillis() {
        return Long.toString(copies.maxAgeMillis() + 1_000);
    }

    private String ttlMillis() {
        return Long.toString(config.idleTimeout().toMillis());
    }

    private String write(JsonNode node) {
        try {
            return json.writeValueAsString(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private JsonNode read(String text) {
        try {
            return json.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt session field in Redis", e);
        }
    }
}
