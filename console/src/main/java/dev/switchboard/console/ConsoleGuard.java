package dev.switchboard.console;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Every page but the sign-in ones needs a session; every POST must come from the console's own origin (the
 * {@code Origin} header) and, once signed in, carry the session's CSRF token in its {@code _csrf} field, which
 * {@link #requireCsrf} checks.
 */
public class ConsoleGuard {

    static final String SESSION = "switchboard.console.session";

    private final Sessions sessions;
    private final String origin;

    ConsoleGuard(Sessions sessions, ConsoleConfig config) {
        this.sessions = sessions;
        URI publicUrl = URI.create(config.publicUrl());
        this.origin = publicUrl.getScheme() + "://" + publicUrl.getAuthority();
    }

    @ServerRequestFilter
    public Optional<Response> check(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        if (!request.getMethod().equals("GET") && !request.getMethod().equals("HEAD")) {
            String from = request.getHeaderString("Origin");
            if (from != null && !from.equals(origin)) {
                throw new AdminFailure(403, "Refused: this form was sent from " + from + ", not from the console ("
                        + origin + ")");
            }
        }
        if (path.equals("/login") || path.startsWith("/auth/")) {
            return Optional.empty();
        }
        Cookie cookie = request.getCookies().get(Sessions.SESSION_COOKIE);
        Optional<ConsoleSession> session = sessions.open(cookie == null ? null : cookie.getValue());
        if (session.isEmpty()) {
            if (request.getMethod().equals("GET")) {
                return Optional.of(Response.seeOther(URI.create("/login")).build());
            }
            throw new AdminFailure(401, "You are not signed in, or your sign-in has ended");
        }
        request.setProperty(SESSION, session.get());
        return Optional.empty();
    }

    public static ConsoleSession session(ContainerRequestContext request) {
        return (ConsoleSession) request.getProperty(SESSION);
    }

    /** The signed-in session of a change, refused (403) unless the form carried its CSRF token. */
    public static ConsoleSession requireCsrf(ContainerRequestContext request, String csrf) {
        ConsoleSession session = session(request);
        if (csrf == null || !MessageDigest.isEqual(csrf.getBytes(StandardCharsets.UTF_8),
                session.csrf().getBytes(StandardCharsets.UTF_8))) {
            throw new AdminFailure(403, "Refused: the form did not carry this session's CSRF token; reload the page "
                    + "and try again");
        }
        return session;
    }
}
