package dev.switchboard.gateway.request;

import java.util.Objects;

import dev.switchboard.gateway.protocol.Era;
import io.vertx.core.MultiMap;

/**
 * What an era adapter knows about a message before the pipeline admits it: its era, the HTTP headers credentials come
 * in, and the session it names (header or query parameter; null when it names none).
 *
 * @param opensSession true for a session-era {@code initialize}, the one message that needs no session
 */
public record Arrival(Era era, MultiMap headers, String sessionId, boolean opensSession) {

    public Arrival {
        Objects.requireNonNull(era, "era");
        Objects.requireNonNull(headers, "headers");
    }
}
