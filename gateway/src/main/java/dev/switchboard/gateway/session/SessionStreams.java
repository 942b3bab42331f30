package dev.switchboard.gateway.session;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.notify.SessionStream;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import dev.switchboard.gateway.stream.SseStream;
import dev.switchboard.gateway.stream.StreamLog;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.bus.ReplicaLiveness;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.stream.EventLog;
import dev.switchboard.sessionstore.stream.LoggedEvent;
import dev.switchboard.sessionstore.stream.StreamOwner;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.RoutingContext;

/**
 * The session era's GET streams: a POST stream resumed after {@code Last-Event-ID} (replayed from the Redis event log,
 * then followed until its response, on whichever replica the client reached), or the session's one standalone
 * notification stream.
 */
@Singleton
public class SessionStreams {

    /** The stream id of a session's standalone GET stream in the event log. */
    static final String STANDALONE = "g";
    private static final Duration LISTENER_TTL = Duration.ofSeconds(45);
    private static final Duration REPLAY_POLL = Duration.ofMillis(200);
    private static final Duration OWNER_CHECK = Duration.ofSeconds(1);

    private final SessionStore sessions;
    private final SessionSideKeys sideKeys;
    private final EventLog eventLog;
    private final NotificationHub hub;
    private final HttpReplies replies;
    private final ReplicaBus bus;
    private final ReplicaLiveness liveness;
    private final GatewayConfig config;
    private final ExecutorService executor;
    private final ObjectMapper json;

    SessionStreams(SessionStore sessions, SessionSideKeys sideKeys, EventLog eventLog, NotificationHub hub,
            HttpReplies replies, ReplicaBus bus, ReplicaLiveness liveness, GatewayConfig config,
            @VirtualThreads ExecutorService executor,
            ObjectMapper json) {
        this.sessions = sessions;
        this.sideKeys = sideKeys;
        this.eventLog = eventLog;
        this.hub = hub;
        this.replies = replies;
        this.bus = bus;
        this.liveness = liveness;
        this.config = config;
        this.executor = executor;
        this.json = json;
    }

    /** Resumes the stream {@code lastEvent} names, or (no, unknown or standalone position) the standalone stream. */
    void open(RoutingContext ctx, SessionRecord session, Optional<EventLog.Position> lastEvent) {
        if (lastEvent.isPresent() && !lastEvent.get().streamId().equals(STANDALONE)
                && eventLog.exists(session.id(), lastEvent.get().streamId())) {
            resumeRequestStream(ctx, session, lastEvent.get());
            return;
        }
        standalone(ctx, session, lastEvent.filter(position -> position.streamId().equals(STANDALONE)));
    }

    private StreamLog log(SessionRecord session, String streamId) {
        return new StreamLog(eventLog, session.id(), streamId, null, config.streams().maxEvents(),
                config.streams().replayTtl());
    }

    /** The log of a POST stream answering {@code requestId}, owned by this replica while it runs the request. */
    StreamLog requestLog(SessionRecord session, String streamId, JsonNode requestId) {
        return new StreamLog(eventLog, session.id(), streamId, new StreamOwner(bus.replicaId(), requestId.toString()),
                config.streams().maxEvents(), config.streams().replayTtl());
    }

    /** SEP-1699 priming events are understood by 2025-11-25 clients; older ones would choke on the empty data. */
    static boolean primes(SessionRecord session) {
        return session.protocolVersion().compareTo("2025-11-25") >= 0;
    }

    /**
     * Replays a POST stream's events after the client's last one, then follows it until its response. When the replica
     * running the request has stopped (its liveness key gone), nothing will ever answer it: the stream ends with an
     * error for the request, logged so that every later resume ends the same way.
     */
    private void resumeRequestStream(RoutingContext ctx, SessionRecord session, EventLog.Position position) {
        SseStream sse = new SseStream(ctx.response(), ctx.vertx(), () -> {
        });
        String after = position.entryId();
        Instant giveUp = Instant.now().plus(config.streams().replayTtl());
        Instant nextOwnerCheck = Instant.now();
        try {
            while (sse.isOpen() && Instant.now().isBefore(giveUp)) {
                List<LoggedEvent> events = eventLog.after(session.id(), position.streamId(), after, 500);
                for (LoggedEvent event : events) {
                    after = event.id().substring(event.id().indexOf('/') + 1);
                    if (event.data().isEmpty()) {
                        continue;
                    }
                    sse.event(event.id(), "message", event.data());
                    if (isResponse(event.data())) {
                        sse.close();
                        return;
                    }
                }
                if (events.isEmpty() && !eventLog.exists(session.id(), position.streamId())) {
                    break;
                }
                if (events.isEmpty() && !Instant.now().isBefore(nextOwnerCheck)) {
                    nextOwnerCheck = Instant.now().plus(OWNER_CHECK);
                    endIfOwnerStopped(session.id(), position.streamId());
                }
                Waits.sleep(REPLAY_POLL);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (StoreUnavailableException e) {
            sse.raw("retry: " + config.streams().retry().toMillis() + "\n\n");
        }
        sse.close();
    }

    private void endIfOwnerStopped(String sessionId, String streamId) {
        Optional<StreamOwner> owner = eventLog.owner(sessionId, streamId);
        if (owner.isEmpty() || owner.get().replicaId().equals(bus.replicaId())
                || liveness.alive(owner.get().replicaId())) {
            return;
        }
        eventLog.endFor(sessionId, streamId, owner.get(), replicaStopped(owner.get()), config.streams().maxEvents(),
                config.streams().replayTtl());
    }

    /**
     * -32603: the server failed to produce the response, through no fault of the request; whether the tool ran is
     * unknown, so the message says what the client may safely do.
     */
    private String replicaStopped(StreamOwner owner) {
        try {
            ObjectNode data = json.createObjectNode().put("reason", "replica_stopped");
            return json.writeValueAsString(JsonRpc.error(json.readTree(owner.requestId()), ErrorCodes.INTERNAL_ERROR,
                    "The gateway replica running this request stopped (" + owner.replicaId()
                            + ") before it answered; it may or may not have completed: retry if the tool is safe to"
                            + " repeat",
                    data));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The session's one standalone stream (409 when it is already open somewhere), after replaying what it missed. */
    private void standalone(RoutingContext ctx, SessionRecord session, Optional<EventLog.Position> resumeFrom) {
        String owner = bus.replicaId() + "/" + UUID.randomUUID();
        if (!sideKeys.claimListener(session.id(), owner, LISTENER_TTL)) {
            replies.write(ctx.response(), Reply.error(409, null, ErrorCodes.INVALID_REQUEST,
                    "Conflict: this session already has an open GET stream; close it before opening another"));
            return;
        }
        SseStream sse = new SseStream(ctx.response(), ctx.vertx(), () -> executor.execute(() -> keepAlive(session)));
        sse.onClose(() -> executor.execute(() -> sideKeys.releaseListener(session.id(), owner)));
        StreamLog log = log(session, STANDALONE);
        if (primes(session)) {
            sse.raw("retry: " + config.streams().retry().toMillis() + "\n");
            sse.event(log.append(""), null, "");
        }
        resumeFrom.ifPresent(position -> eventLog.after(session.id(), STANDALONE, position.entryId(), 1000).stream()
                .filter(event -> !event.data().isEmpty())
                .forEach(event -> sse.event(event.id(), null, event.data())));
        hub.attach(new SessionStream(session.id(), session.principal().tenant(), sse, log, json));
    }

    /** Every keep-alive: the stream keeps its claim and the session its idle clock; an ended session ends it. */
    private void keepAlive(SessionRecord session) {
        try {
            if (sessions.resume(session.id(), session.principal()).isEmpty()) {
                hub.close(session.id());
                return;
            }
            sideKeys.refreshListener(session.id(), LISTENER_TTL);
        } catch (StoreUnavailableException e) {
            // the next keep-alive tries again; the stream itself does not need Redis
        }
    }

    private static boolean isResponse(String data) {
        return data.contains("\"id\"") && (data.contains("\"result\"") || data.contains("\"error\""))
                && !data.contains("\"method\"");
    }
}
