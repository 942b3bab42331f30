package dev.switchboard.sessionstore.bus;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A message between gateway replicas about one session: an {@code answer} to a server→client request, a
 * {@code cancel} of a running request, or an {@code outbound} message for the stream a replica holds.
 *
 * @param key the JSON-RPC id the message is about (answer, cancel), or null
 */
public record BusMessage(String type, String session, String key, JsonNode payload) {

    public static final String ANSWER = "answer";
    public static final String CANCEL = "cancel";
    public static final String OUTBOUND = "outbound";

    public BusMessage {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(session, "session");
    }
}
