package dev.switchboard.sessionstore.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;

/**
 * Sessions in Redis: one hash per session with a sliding idle TTL. Every operation is a single round trip (a short Lua
 * script where reading and extending must happen together).
 */
@ApplicationScoped
public class SessionStore {

    private static final String CREATE = """
            redis.call('HSET', KEYS[1], unpack(ARGV, 2))
            redis.call('PEXPIRE', KEYS[1], ARGV[1])
            return 1""";

    private static final String RESUME = """
            local fields = redis.call('HGETALL', KEYS[1])
            if #fields > 0 then
              redis.call('PEXPIRE', KEYS[1], ARGV[1])
              redis.call('PEXPIRE', KEYS[2], ARGV[1])
            end
            return fields""";

    private static final String SET_FIELD_IF_PRESENT = """
            if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
            redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
            return 1""";

    private static final String SET_FIELDS_IF_PRESENT = """
            if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
            redis.call('HSET', KEYS[1], unpack(ARGV))
            return 1""";

    private final RedisDataSource redis;
    private final ObjectMapper json;
    private final SessionStoreConfig config;

    SessionStore(RedisDataSource redis, ObjectMapper json, SessionStoreConfig config) {
        this.redis = redis;
        this.json = json;
        this.config = config;
    }

    /** Creates a session with a fresh id and stores it with the idle TTL. */
    public SessionRecord create(String protocolVersion, Principal principal, JsonNode clientInfo, JsonNode clientCapabilities) {
        SessionRecord session = new SessionRecord(SessionIds.newId(), protocolVersion, principal, clientInfo,
                clientCapabilities, null, null, Instant.now());
        RedisCalls.run("session create", () -> redis.execute("EVAL", CREATE, "1", SessionKeys.session(session.id()),
                ttlMillis(),
                "version", session.protocolVersion(),
                "tenant", principal.tenant(),
                "subject", principal.subject(),
                "clientInfo", write(clientInfo),
                "capabilities", write(clientCapabilities),
                "created", Long.toString(session.createdAt().toEpochMilli())));
        return session;
    }

    /**
     * Loads a session for {@code principal} and restarts its idle clock. A session that does not exist, has expired or
     * belongs to another principal is reported the same way: empty.
     */
    public Optional<SessionRecord> resume(String id, Principal principal) {
        if (!SessionIds.isWellFormed(id)) {
            return Optional.empty();
        }
        Response reply = RedisCalls.call("session lookup",
                () -> redis.execute("EVAL", RESUME, "2", SessionKeys.session(id), SessionKeys.subscriptions(id),
                        ttlMillis()));
        if (reply == null || reply.size() == 0) {
            return Optional.empty();
        }
        Map<String, String> fields = new HashMap<>();
        for (int i = 0; i + 1 < reply.size(); i += 2) {
            fields.put(reply.get(i).toString(), reply.get(i + 1).toString());
        }
        Principal owner = new Principal(fields.get("tenant"), fields.get("subject"));
        if (!owner.equals(principal)) {
            return Optional.empty();
        }
        return Optional.of(new SessionRecord(id, fields.get("version"), owner,
                read(fields.get("clientInfo")), read(fields.get("capabilities")), fields.get("logLevel"),
                fields.get("streamReplica"), Instant.ofEpochMilli(Long.parseLong(fields.get("created")))));
    }

    /** Records the level set by {@code logging/setLevel}; false when the session no longer exists. */
    public boolean updateLogLevel(String id, String level) {
        return setField(id, "logLevel", level);
    }

    /** Records (2024-11-05 HTTP+SSE) which replica holds the session's one SSE stream. */
    public boolean updateStreamReplica(String id, String replicaId) {
        return setField(id, "streamReplica", replicaId);
    }

    /** Records what a 2024-11-05 client declared in {@code initialize}, sent after its SSE stream opened the session. */
    public boolean updateHandshake(String id, String version, JsonNode clientInfo, JsonNode clientCapabilities) {
        Response reply = RedisCalls.call("session update", () -> redis.execute("EVAL", SET_FIELDS_IF_PRESENT, "1",
                SessionKeys.session(id), "version", version, "clientInfo", write(clientInfo), "capabilities",
                write(clientCapabilities)));
        return reply != null && reply.toInteger() == 1;
    }

    private boolean setField(String id, String field, String value) {
        Response reply = RedisCalls.call("session update",
                () -> redis.execute("EVAL", SET_FIELD_IF_PRESENT, "1", SessionKeys.session(id), field, value));
        return reply != null && reply.toInteger() == 1;
    }

    /** Ends a session; false when there was nothing to end. */
    public boolean delete(String id) {
        if (!SessionIds.isWellFormed(id)) {
            return false;
        }
        return RedisCalls.call("session delete",
                () -> redis.key().del(SessionKeys.session(id), SessionKeys.subscriptions(id))) > 0;
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
