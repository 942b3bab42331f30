package dev.switchboard.gateway.request;

import java.util.Objects;

import dev.switchboard.gateway.protocol.Era;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;

/**
 * What an era adapter knows about a message before the pipeline admits it: its era, the HTTP exchange it came in (its
 * headers carry the credentials; verifying an access token needs the exchange itself), and the session it names (header
 * or query parameter; null when it names none).
 *
 * @param opensSession true for a session-era {@code initialize}, the one message that needs no session
 */
public record Arrival(Era era, RoutingContext http, String sessionId, boolean opensSession) {

    public Arrival {
        Objects.requireNonNull(era, "era");
        Objects.requireNonNull(http, "http");
    }

    public MultiMap headers() {
        return http.request().headers();
    }
}
