package dev.switchboard.console;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Instant;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.NewCookie;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Session and login-state cookies: sealed, HttpOnly, SameSite=Lax, Secure behind https. */
@ApplicationScoped
public class Sessions {

    public static final String SESSION_COOKIE = "sb_console";
    public static final String LOGIN_COOKIE = "sb_console_login";

    private final Sealer sealer;
    private final ObjectMapper json;
    private final ConsoleConfig config;
    private final boolean secure;

    Sessions(Sealer sealer, ObjectMapper json, ConsoleConfig config) {
        this.sealer = sealer;
        this.json = json;
        this.config = config;
        this.secure = URI.create(config.publicUrl()).getScheme().equals("https");
    }

    public ConsoleSession start(String via, String credential, String subject, String tenant, Instant tokenExpiry) {
        Instant limit = Instant.now().plus(config.session().ttl());
        Instant expiresAt = tokenExpiry != null && tokenExpiry.isBefore(limit) ? tokenExpiry : limit;
        return new ConsoleSession(via, credential, subject, tenant, Sealer.random(24), expiresAt);
    }

    public NewCookie cookie(ConsoleSession session) {
        try {
            return cookie(SESSION_COOKIE, sealer.seal(SESSION_COOKIE, json.writeValueAsString(session)),
                    (int) config.session().ttl().toSeconds());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Optional<ConsoleSession> open(String sealed) {
        if (sealed == null || sealed.isBlank()) {
            return Optional.empty();
        }
        return sealer.open(SESSION_COOKIE, sealed).flatMap(plain -> {
            try {
                return Optional.of(json.readValue(plain, ConsoleSession.class));
            } catch (IOException e) {
                return Optional.empty();
            }
        }).filter(session -> !session.expired());
    }

    public NewCookie cookie(String name, String value, int maxAgeSeconds) {
        return new NewCookie.Builder(name).value(value).path("/").httpOnly(true).secure(secure)
                .sameSite(NewCookie.SameSite.LAX).maxAge(maxAgeSeconds).build();
    }

    public NewCookie expired(String name) {
        return cookie(name, "", 0);
    }

    public Sealer sealer() {
        return sealer;
    }
}
