package dev.switchboard.conformance.input;

import java.time.Duration;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.contract.state.StateSealer;

/**
 * The {@code requestState} of the multi-round fixtures: what a tool must remember between rounds (which round this
 * is, answers collected so far), bound to the tool and the caller, HMAC-sealed with an expiry. The gateway seals it
 * again inside its own envelope; sealing here keeps the service honest when called directly.
 */
public final class RoundStates {

    private final StateSealer sealer;
    private final Duration ttl;

    public RoundStates(StateSealer sealer, Duration ttl) {
        this.sealer = Objects.requireNonNull(sealer);
        this.ttl = Objects.requireNonNull(ttl);
    }

    /** A token carrying {@code data} for the next round of {@code tool} called by {@code tenant}/{@code subject}. */
    public String seal(String tool, String tenant, String subject, ObjectNode data) {
        ObjectNode payload = JsonNodeFactory.instance.objectNode().put("tool", tool);
        putIfPresent(payload, "tenant", tenant);
        putIfPresent(payload, "subject", subject);
        payload.set("data", data);
        return sealer.seal(payload, ttl);
    }

    /**
     * The data sealed into {@code token}.
     *
     * @throws InvalidStateException when the token is missing, malformed, forged, expired, or was issued for another
     *         tool or caller
     */
    public ObjectNode open(String tool, String tenant, String subject, String token) {
        JsonNode payload = sealer.open(token);
        if (!tool.equals(payload.path("tool").asText())) {
            throw new InvalidStateException("issued for another tool");
        }
        if (!Objects.equals(tenant, payload.path("tenant").asText(null))
                || !Objects.equals(subject, payload.path("subject").asText(null))) {
            throw new InvalidStateException("issued to another caller");
        }
        JsonNode data = payload.get("data");
        if (data == null || !data.isObject()) {
            throw new InvalidStateException("malformed");
        }
        return (ObjectNode) data;
    }

    private static void putIfPresent(ObjectNode node, String field, String value) {
        if (value != null) {
            node.put(field, value);
        }
    }
}
