package dev.switchboard.gateway.request;

import java.util.Objects;

import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.session.SessionRecord;

/**
 * Who is calling, as the first two stages of the pipeline establish it: the identity (principal and granted scopes),
 * and the session the message belongs to (session era and 2024-11-05; null for 2026-07-28, the action API, and an
 * {@code initialize} that is about to open one).
 */
public record Caller(Identity identity, SessionRecord session) {

    public Caller {
        Objects.requireNonNull(identity, "identity");
    }

    public Principal principal() {
        return identity.principal();
    }

    public String sessionId() {
        return session == null ? null : session.id();
    }
}
