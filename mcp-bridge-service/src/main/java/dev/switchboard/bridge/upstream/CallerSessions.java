package dev.switchboard.bridge.upstream;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.relay.ActiveCalls;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.spec.McpClientTransport;

/**
 * The sessions of one upstream that act for single callers, by (tenant, subject): an upstream may bind its MCP session
 * to the subject of the token that opened it, so callers never share one. An upstream that lists only to its users
 * reads its catalogue through these sessions, and follows their {@code list_changed}. A session is opened on its caller's first
 * call, with the transport the shared session settled on, and its requests carry the caller's own token (exchanged,
 * or from their linked account). It is closed once idle for {@code bridge.caller-sessions.idle-timeout} with no call open (a
 * call
 * waiting for the client's answer keeps it), when the upstream goes down or stops, and when it fails.
 */
final class CallerSessions {

    private static final Logger LOG = Logger.getLogger(CallerSessions.class);

    private final UpstreamConnection upstream;
    private final TransportFactory transports;
    private final CallerTokens tokens;
    private final ActiveCalls calls;
    private final ObjectMapper json;
    private final BridgeConfig.CallerSessionSettings settings;
    private final Map<Caller, CallerSession> open = new ConcurrentHashMap<>();
    private final Map<Caller, Object> opening = new ConcurrentHashMap<>();
    private final ScheduledFuture<?> sweeper;

    CallerSessions(UpstreamConnection upstream, TransportFactory transports, CallerTokens tokens,
            ActiveCalls calls, ObjectMapper json, BridgeConfig.CallerSessionSettings settings,
            ScheduledExecutorService timers) {
        this.upstream = upstream;
        this.transports = transports;
        this.tokens = tokens;
        this.calls = calls;
        this.json = json;
        this.settings = settings;
        long period = Math.max(1000, settings.idleTimeout().toMillis() / 4);
        this.sweeper = timers.scheduleWithFixedDelay(this::closeIdle, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * The caller's session, opened now if needed. Its token is had first, so a failed exchange or a missing link
     * surfaces here, before anything reaches the upstream.
     */
    UpstreamSession open(Caller caller, String subjectToken, boolean legacySse) {
        tokens.token(caller, subjectToken);
        synchronized (opening.computeIfAbsent(caller, ignored -> new Object())) {
            CallerSession session = open.get(caller);
            if (session != null && session.alive()) {
                session.renew(subjectToken);
                return session;
            }
            if (session != null) {
                open.remove(caller, session);
                dispose(session);
            }
            makeRoom();
            CallerSession created = connect(caller, subjectToken, legacySse);
            open.put(caller, created);
            return created;
        }
    }

    private CallerSession connect(Caller caller, String subjectToken, boolean legacySse) {
        CallerSession session = new CallerSession(upstream, caller, calls, json, subjectToken);
        TransportFactory.Tokens bearer = new TransportFactory.Tokens(
                () -> tokens.token(caller, session.subjectToken()), () -> tokens.invalidate(caller));
        McpClientTransport sdkTransport = transports.create(upstream.spec(), legacySse, bearer);
        RoutingTransport routing = new RoutingTransport(sdkTransport, session, json);
        McpAsyncClient client = upstream.newClient(routing, upstream.spec().listsThroughUsers()
                ? () -> upstream.relistThrough(session::client)
                : null);
        try {
            client.initialize().block(upstream.spec().connectTimeout().plusSeconds(1));
        } catch (RuntimeException e) {
            client.close();
            String why = UpstreamConnection.rootMessage(e);
            LOG.infof("Upstream '%s' refused a caller session: %s", upstream.name(), why);
            throw new UpstreamUnavailableException("Upstream MCP server '" + upstream.name() + "' did not open a "
                    + "session with the caller's " + tokens.kind() + ": " + why + ". Check that it accepts "
                    + tokens.acceptance()
                    + ".");
        }
        session.connected(client, routing);
        if (upstream.wantsListing()) {
            listThrough(session);
        }
        return session;
    }

    /**
     * An upstream that lists only to its users reads its catalogue through a session of theirs: the first one on this
     * replica before the caller's call goes on (it may be the call that makes the upstream's tools appear), a later
     * one in the background.
     */
    private void listThrough(CallerSession session) {
        if (upstream.listedThroughUsers()) {
            Thread.ofVirtual().name("bridge-list-through-user").start(() -> upstream.listThrough(session));
        } else {
            upstream.listThrough(session);
        }
    }

    /** At the limit, the least recently used session without an open call makes room. */
    private void makeRoom() {
        if (open.size() < settings.max()) {
            return;
        }
        Optional<Map.Entry<Caller, CallerSession>> idlest = open.entrySet().stream()
                .filter(e -> e.getValue().idle())
                .min(Comparator.comparing(e -> e.getValue().lastUsed()));
        if (idlest.isEmpty()) {
            throw new UpstreamUnavailableException("Upstream MCP server '" + upstream.name() + "' has "
                    + open.size() + " caller sessions open on this bridge replica, each with a call in progress "
                    + "(bridge.caller-sessions.max); try again shortly.");
        }
        if (open.remove(idlest.get().getKey(), idlest.get().getValue())) {
            dispose(idlest.get().getValue());
        }
    }

    void closeIdle() {
        Instant cutoff = Instant.now().minus(settings.idleTimeout());
        List<Map.Entry<Caller, CallerSession>> idle = open.entrySet().stream()
                .filter(e -> !e.getValue().alive() || (e.getValue().idle() && e.getValue().lastUsed().isBefore(cutoff)))
                .toList();
        for (Map.Entry<Caller, CallerSession> entry : idle) {
            if (open.remove(entry.getKey(), entry.getValue())) {
                dispose(entry.getValue());
            }
        }
    }

    void closeAll() {
        List<CallerSession> all = List.copyOf(open.values());
        open.clear();
        all.forEach(this::dispose);
    }

    /** Closing waits for the upstream (a DELETE of the session), so it runs off the caller's and timer's threads. */
    private void dispose(CallerSession session) {
        Thread.ofVirtual().name("bridge-caller-session-close").start(session::close);
    }

    /** Stops the idle sweep; the sessions are closed by {@link #closeAll()}. */
    void stop() {
        sweeper.cancel(false);
        closeAll();
    }

    int size() {
        return open.size();
    }
}
