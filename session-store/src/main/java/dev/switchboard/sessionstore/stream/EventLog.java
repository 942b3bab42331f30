package dev.switchboard.sessionstore.stream;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.session.SessionKeys;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;

/**
 * The SSE events of session-era streams, kept in one Redis stream per session stream ({@code sb:{sess:ID}:stream:S},
 * bounded length, expiring) so that a client can resume with {@code Last-Event-ID} on any replica. Event ids encode
 * the stream: {@code S/<redis stream id>}. A request's stream also names its owner beside it
 * ({@code sb:{sess:ID}:stream:S:owner}, same slot, same TTL): the replica running the request and the request's id,
 * so that a replica resuming the stream for a client can end it when its owner stopped.
 */
@ApplicationScoped
public class EventLog {

    private static final Pattern STREAM_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Pattern ENTRY_ID = Pattern.compile("\\d+-\\d+");

    private static final String APPEND = """
            local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'd', ARGV[3])
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
            return id""";

    private static final String APPEND_OWNED = """
            local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'd', ARGV[3])
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
            redis.call('HSET', KEYS[2], 'replica', ARGV[4], 'request', ARGV[5])
            redis.call('PEXPIRE', KEYS[2], ARGV[2])
            return id""";

    /** Only while the stream's owner is still the stopped replica: a second replica finds it already ended. */
    private static final String END_FOR_OWNER = """
            if redis.call('HGET', KEYS[2], 'replica') ~= ARGV[4] then return false end
            local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'd', ARGV[3])
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
            redis.call('HSET', KEYS[2], 'replica', '')
            return id""";

    private final RedisDataSource redis;

    EventLog(RedisDataSource redis) {
        this.redis = redis;
    }

    /** A stream-qualified event id parsed from {@code Last-Event-ID}. */
    public record Position(String streamId, String entryId) {
    }

    public static String key(String sessionId, String streamId) {
        return SessionKeys.session(sessionId) + ":stream:" + streamId;
    }

    private static String ownerKey(String sessionId, String streamId) {
        return key(sessionId, streamId) + ":owner";
    }

    /** Appends one event and returns its SSE id; the log keeps about {@code maxLength} events for {@code ttl}. */
    public String append(String sessionId, String streamId, String data, int maxLength, Duration ttl) {
        Response id = RedisCalls.call("event log append", () -> redis.execute("EVAL", APPEND, "1",
                key(sessionId, streamId), Integer.toString(maxLength), Long.toString(ttl.toMillis()), data));
        return streamId + "/" + id.toString();
    }

    /** Appends one event of a request's stream, recording {@code owner} as the one writing it. */
    public String append(String sessionId, String streamId, StreamOwner owner, String data, int maxLength,
            Duration ttl) {
        Response id = RedisCalls.call("event log append", () -> redis.execute("EVAL", APPEND_OWNED, "2",
                key(sessionId, streamId), ownerKey(sessionId, streamId), Integer.toString(maxLength),
                Long.toString(ttl.toMillis()), data, owner.replicaId(), owner.requestId()));
        return streamId + "/" + id.toString();
    }

    /** The owner of a request's stream; empty for a stream without one, or one already ended for its owner. */
    public Optional<StreamOwner> owner(String sessionId, String streamId) {
        Map<String, String> fields = RedisCalls.call("event log owner",
                () -> redis.hash(String.class).hgetall(ownerKey(sessionId, streamId)));
        String replica = fields.get("replica");
        String request = fields.get("request");
        if (replica == null || replica.isEmpty() || request == null) {
            return Optional.empty();
        }
        return Optional.of(new StreamOwner(replica, request));
    }

    /**
     * Appends the stream's last event ({@code data}) on behalf of {@code stoppedOwner}, once: true when this call wrote
     * it, false when the stream had another owner or was already ended for it.
     */
    public boolean endFor(String sessionId, String streamId, StreamOwner stoppedOwner, String data, int maxLength,
            Duration ttl) {
        Response id = RedisCalls.call("event log end", () -> redis.execute("EVAL", END_FOR_OWNER, "2",
                key(sessionId, streamId), ownerKey(sessionId, streamId), Integer.toString(maxLength),
                Long.toString(ttl.toMillis()), data, stoppedOwner.replicaId()));
        return id != null;
    }

    /** Events of the stream strictly after {@code afterEntryId} (at most {@code limit}), oldest first. */
    public List<LoggedEvent> after(String sessionId, String streamId, String afterEntryId, int limit) {
        Response reply = RedisCalls.call("event log read", () -> redis.execute("XRANGE", key(sessionId, streamId),
                "(" + afterEntryId, "+", "COUNT", Integer.toString(limit)));
        List<LoggedEvent> events = new ArrayList<>();
        if (reply == null) {
            return events;
        }
        for (Response entry : reply) {
            String entryId = entry.get(0).toString();
            Response fields = entry.get(1);
            String data = null;
            for (int i = 0; i + 1 < fields.size(); i += 2) {
                if (fields.get(i).toString().equals("d")) {
                    data = fields.get(i + 1).toString();
                }
            }
            if (data != null) {
                events.add(new LoggedEvent(streamId + "/" + entryId, data));
            }
        }
        return events;
    }

    /** True while the stream's log exists (it expires after its last event). */
    public boolean exists(String sessionId, String streamId) {
        return RedisCalls.call("event log check", () -> redis.key().exists(key(sessionId, streamId)));
    }

    /** Parses an id this log issued; empty for anything else (the client gets a fresh stream). */
    public static Optional<Position> parse(String eventId) {
        if (eventId == null) {
            return Optional.empty();
        }
        int slash = eventId.indexOf('/');
        if (slash < 0) {
            return Optional.empty();
        }
        String stream = eventId.substring(0, slash);
        String entry = eventId.substring(slash + 1);
        if (!STREAM_ID.matcher(stream).matches() || !ENTRY_ID.matcher(entry).matches()) {
            return Optional.empty();
        }
        return Optional.of(new Position(stream, entry));
    }
}
