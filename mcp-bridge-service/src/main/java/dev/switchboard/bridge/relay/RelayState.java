package dev.switchboard.bridge.relay;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.kit.ContractException;

/**
 * The bridge's {@code requestState}: which open call an answer belongs to and which replica holds it. Not signed: the
 * call id is a random UUID bound to the caller's tenant and subject, a replica id is only ever resolved through the
 * replica directory (never a URL taken from the client), and the gateway wraps this state in its own sealed one.
 */
record RelayState(String callId, String replicaId) {

    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    String encode(ObjectMapper json) {
        String body = json.createObjectNode().put("c", callId).put("r", replicaId).toString();
        return "b1." + ENCODER.encodeToString(body.getBytes(StandardCharsets.UTF_8));
    }

    static RelayState decode(String state, ObjectMapper json) {
        try {
            if (!state.startsWith("b1.")) {
                throw new IllegalArgumentException();
            }
            JsonNode body = json.readTree(DECODER.decode(state.substring(3)));
            String call = body.path("c").asText(null);
            String replica = body.path("r").asText(null);
            if (call == null || replica == null) {
                throw new IllegalArgumentException();
            }
            return new RelayState(call, replica);
        } catch (Exception e) {
            throw ContractException.invalidParams("requestState was not issued by the bridge");
        }
    }
}
