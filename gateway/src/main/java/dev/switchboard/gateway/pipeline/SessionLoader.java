package dev.switchboard.gateway.pipeline;

import java.util.Optional;

import jakarta.inject.Singleton;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.tenant.SessionQuota;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;
import dev.switchboard.sessionstore.session.SessionStore;

/**
 * Stage 2: the session a message belongs to, loaded from Redis (any replica serves any session) with its idle clock
 * restarted. A session that does not exist, has expired, was ended or belongs to another principal is answered the
 * same way, as if it never existed.
 */
@Singleton
class SessionLoader {

    private final SessionStore sessions;
    private final SessionQuota quota;

    SessionLoader(SessionStore sessions, SessionQuota quota) {
        this.sessions = sessions;
        this.quota = quota;
    }

    /** The session, or null where the era has none (2026-07-28, the action API) or the message opens one. */
    SessionRecord load(Arrival arrival, Principal principal) {
        return switch (arrival.era()) {
            case STATELESS, ACTION -> null;
            case SESSION -> arrival.opensSession() ? null : sessionEra(arrival.sessionId(), principal);
            case HTTP_SSE -> arrival.opensSession() ? null : legacy(arrival.sessionId(), principal);
        };
    }

    /** Whether the message belongs to a session that must be loaded (not 2026-07-28, the action API, an opening). */
    boolean needsSession(Arrival arrival) {
        return (arrival.era() == Era.SESSION || arrival.era() == Era.HTTP_SSE) && !arrival.opensSession();
    }

    /**
     * The session-era session from this replica's memory, when {@link #load} would find it there and write nothing:
     * empty when only {@link #load} can tell (it asks Redis, or refuses). Never waits.
     */
    Optional<SessionRecord> loadNow(Arrival arrival, Principal principal) {
        String id = arrival.sessionId();
        if (arrival.era() != Era.SESSION || arrival.opensSession() || id == null) {
            return Optional.empty();
        }
        return sessions.copyOf(id.strip())
                .filter(session -> session.principal().equals(principal) && quota.usedLately(session.id()));
    }

    /** 400 without {@code Mcp-Session-Id}, 404 for a session that is not (or no longer, or not the caller's) there. */
    private SessionRecord sessionEra(String id, Principal principal) {
        if (id == null || id.isBlank()) {
            throw new McpException(ErrorCodes.SESSION_BAD_REQUEST,
                    "Bad Request: Mcp-Session-Id header is required; send initialize first to open a session", null,
                    400);
        }
        SessionRecord session = sessions.resume(id.strip(), principal).orElseThrow(() -> new McpException(
                ErrorCodes.SESSION_NOT_FOUND,
                "Session not found: it expired, was ended, or was never issued; send initialize to start a new one",
                null, 404));
        quota.used(principal, session.id());
        return session;
    }

    /** A 2024-11-05 session lives exactly as long as its SSE stream. */
    private SessionRecord legacy(String id, Principal principal) {
        SessionRecord session = id == null ? null
                : sessions.resume(id, principal).filter(found -> found.streamReplica() != null).orElse(null);
        if (session == null) {
            throw new McpException(ErrorCodes.SESSION_NOT_FOUND,
                    "Session not found: open a stream with GET /sse and post to the endpoint it names", null, 404);
        }
        return session;
    }
}
