package dev.switchboard.gateway.clientinput;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.contract.state.StateSealer;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.cache.OneTimeTokens;

/**
 * The {@code requestState} a 2026 client gets with {@code input_required}: an HMAC-sealed envelope that binds the
 * principal, the method, its target (tool, prompt or URI), a digest of the arguments and an expiry, and wraps the
 * service's own state. A retry must present it unchanged, once, for the same request; anything else is -32602 with
 * {@code data.reason: "invalid_request_state"}.
 */
@ApplicationScoped
class RequestStateSealer {

    private static final Logger LOG = Logger.getLogger(RequestStateSealer.class);

    private final StateSealer sealer;
    private final GatewayConfig config;
    private final OneTimeTokens oneTime;

    RequestStateSealer(GatewayConfig config, ObjectMapper json, OneTimeTokens oneTime) {
        this.config = config;
        this.oneTime = oneTime;
        List<String> keys = config.requestState().keys().orElse(List.of());
        if (keys.isEmpty()) {
            LOG.warn("No gateway.request-state.keys configured: using a random key for this process. Every replica "
                    + "must share the same keys, or input_required retries that reach another replica are refused.");
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            keys = List.of(Base64.getEncoder().encodeToString(random));
        }
        this.sealer = new StateSealer(keys, json);
    }

    /** The state for one round of one request; {@code serviceState} (may be null) comes back on the retry. */
    String seal(Principal principal, String method, String target, String argumentsDigest, String serviceState) {
        ObjectNode payload = JsonNodeFactory.instance.objectNode()
                .put("n", UUID.randomUUID().toString())
                .put("tenant", principal.tenant())
                .put("subject", principal.subject())
                .put("incarnation", principal.incarnation())
                .put("method", method)
                .put("target", target)
                .put("args", argumentsDigest);
        if (serviceState != null) {
            payload.put("state", serviceState);
        }
        return sealer.seal(payload, config.requestState().ttl());
    }

    /** Verifies a retry's state against the request it comes with; returns the service's own state (or null). */
    String open(String token, Principal principal, String method, String target, String argumentsDigest) {
        JsonNode payload;
        try {
            payload = sealer.open(token);
        } catch (InvalidStateException e) {
            throw invalid(e.reason());
        }
        if (!payload.path("tenant").asText().equals(principal.tenant())
                || !payload.path("subject").asText().equals(principal.subject())
                || !payload.path("incarnation").asText("").equals(principal.incarnation())) {
            throw invalid("issued to another principal");
        }
        if (!payload.path("method").asText().equals(method) || !payload.path("target").asText().equals(target)
                || !payload.path("args").asText().equals(argumentsDigest)) {
            throw invalid("issued for a different request");
        }
        if (!oneTime.firstUse(payload.path("n").asText(), config.requestState().ttl())) {
            throw invalid("already used");
        }
        JsonNode state = payload.get("state");
        return state == null || state.isNull() ? null : state.asText();
    }

    private static McpException invalid(String why) {
        ObjectNode data = JsonNodeFactory.instance.objectNode().put("reason", "invalid_request_state").put("detail", why);
        return new McpException(ErrorCodes.INVALID_PARAMS, "Invalid requestState (" + why
                + "): retry the original request without requestState and inputResponses", data, 200);
    }
}
