package dev.switchboard.gateway.request;

import java.util.Objects;

import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;

/**
 * Who is calling, as the first two stages of the pipeline establish it: the identity (principal and granted scopes),
 * and the session the message belongs to (session era and 2024-11-05; null for 2026-07-28, the action API, and an
 * {@code initialize} that is about to open one).
 *
 * @param host the request's {@code Host} header, which names the gateway as the caller addressed it (a challenge
 *        points there); null for work the gateway does on its own, such as a task's calls
 * @param endpoint the protected resource the request was made to ({@code /mcp}, a tenant's own {@code /t/<tenant>/mcp}
 *        or {@code /sse}), which a challenge names; null with {@code host}
 */
public record Caller(Identity identity, SessionRecord session, String host, String endpoint) {

    public Caller {
        Objects.requireNonNull(identity, "identity");
    }

    /** A caller the gateway acts for on its own, addressed through no request. */
    public Caller(Identity identity, SessionRecord session) {
        this(identity, session, null, null);
    }

    public Principal principal() {
        return identity.principal();
    }

    public String sessionId() {
        return session == null ? null : session.id();
    }
}
