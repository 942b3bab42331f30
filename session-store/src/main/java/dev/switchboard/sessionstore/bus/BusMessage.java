package dev.switchboard.sessionstore.bus;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A message between gateway replicas about one session: an {@code answer} to a server→client request, a
 * {@code cancel} of a running request, an {@code outbound} message for the stream a replica holds, a
 * {@code copy-drop} (the session changed: drop your copy of it) and its {@code copy-dropped} acknowledgement, or an
 * {@code elicitation-complete} (the URL-mode elicitation named by {@code key} was completed out of band).
 *
 * @param key the JSON-RPC id the message is about (answer, cancel), the change's nonce (copy-drop, copy-dropped), or
 *        null
 */
public record BusMessage(String type, String session, String key, JsonNode payload) {

    public static final String ANSWER = "answer";
    public static final String CANCEL = "cancel";
    public static final String OUTBOUND = "outbound";
    public static final String COPY_DROP = "copy-drop";
    public static final String COPY_DROPPED = "copy-dropped";
    public static final String ELICITATION_COMPLETE = "elicitation-complete";

    public BusMessage {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(session, "session");
    }
}
