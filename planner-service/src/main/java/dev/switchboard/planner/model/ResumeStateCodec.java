package dev.switchboard.planner.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.contract.state.StateSealer;
import dev.switchboard.planner.plan.PlanRequest;

/**
 * The {@code requestState} of the sampling round trip. The service keeps nothing between the two calls, and the
 * retry repeats the arguments, so the state only has to bind them: the tool, a SHA-256 digest of the normalised
 * task, requirements and constraints, the caller (tenant and subject), and which round of asking this is. It is
 * HMAC-sealed with an expiry by {@link StateSealer}; anything that does not open, or opens for other arguments or
 * another caller, is refused.
 */
public final class ResumeStateCodec {

    static final String TOOL = "generatePlan";

    private final StateSealer sealer;
    private final Duration ttl;
    private final ObjectMapper json;

    public ResumeStateCodec(StateSealer sealer, Duration ttl, ObjectMapper json) {
        this.sealer = Objects.requireNonNull(sealer);
        this.ttl = Objects.requireNonNull(ttl);
        this.json = Objects.requireNonNull(json);
    }

    /** A token for asking round {@code round} (1 = first) about {@code request} on behalf of the caller. */
    public String seal(PlanRequest request, String tenant, String subject, int round) {
        ObjectNode payload = json.createObjectNode()
                .put("tool", TOOL)
                .put("args", digest(request))
                .put("round", round);
        putIfPresent(payload, "tenant", tenant);
        putIfPresent(payload, "subject", subject);
        return sealer.seal(payload, ttl);
    }

    /**
     * Opens a token presented with {@code request} by the caller and returns the round it was issued for.
     *
     * @throws InvalidStateException when the token is missing, malformed, forged, expired, or was issued for another
     *         tool, other arguments or another caller
     */
    public int open(String token, PlanRequest request, String tenant, String subject) {
        JsonNode payload = sealer.open(token);
        if (!TOOL.equals(payload.path("tool").asText())) {
            throw new InvalidStateException("issued for another tool");
        }
        if (!digest(request).equals(payload.path("args").asText())) {
            throw new InvalidStateException("issued for different arguments");
        }
        if (!Objects.equals(tenant, textOrNull(payload, "tenant"))
                || !Objects.equals(subject, textOrNull(payload, "subject"))) {
            throw new InvalidStateException("issued to another caller");
        }
        int round = payload.path("round").asInt(0);
        if (round < 1) {
            throw new InvalidStateException("malformed");
        }
        return round;
    }

    String digest(PlanRequest request) {
        ObjectNode canonical = json.createObjectNode().put("task", request.task());
        request.requirements().forEach(canonical.putArray("requirements")::add);
        request.constraints().forEach(canonical.putArray("constraints")::add);
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest(canonical.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    private static void putIfPresent(ObjectNode payload, String field, String value) {
        if (value != null) {
            payload.put(field, value);
        }
    }

    private static String textOrNull(JsonNode payload, String field) {
        return payload.hasNonNull(field) ? payload.get(field).asText() : null;
    }
}
