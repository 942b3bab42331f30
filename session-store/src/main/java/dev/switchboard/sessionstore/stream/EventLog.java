package dev.switchboard.sessionstore.stream;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
 * the stream: {@code S/<redis stream id>}.
 */
@ApplicationScoped
public class EventLog {

    private static final Pattern STREAM_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Pattern ENTRY_ID = Pattern.compile("\\d+-\\d+");

    private static final String APPEND = """
            local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'd', ARGV[3])
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
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

    /** Appends one event and returns its SSE id; the log keeps about {@code maxLength} events for {@code ttl}. */
    public String append(String sessionId, String streamId, String data, int maxLength, Duration ttl) {
        Response id = RedisCalls.call("event log append", () -> redis.execute("EVAL", APPEND, "1",
                key(sessionId, streamId), Integer.toString(maxLength), Long.toString(ttl.toMillis()), data));
        return streamId + "/" + id.toString();
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
