package dev.switchboard.gateway.clientinput;

import java.util.HashMap;
import java.util.Map;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.sessionstore.CanonicalJson;

/**
 * 2026-07-28 multi-round-trip requests: the client gets {@code input_required} with the gateway's own sealed
 * {@code requestState} (wrapping the service's) and retries with {@code inputResponses}; the retry's state is verified
 * against the request it comes with before the service sees it.
 */
@Singleton
class SealedRetries implements InputStrategy {

    private final RequestStateSealer states;
    private final ObjectMapper json;

    SealedRetries(RequestStateSealer states, ObjectMapper json) {
        this.states = states;
        this.json = json;
    }

    /**
     * A retry's state is verified against the one the gateway issued. Answers sent without any state are passed on as
     * they are (they are the client's word, like arguments); nothing at all is a first call.
     */
    @Override
    public InputRound opening(RequestContext request, String target) {
        ObjectNode params = request.params();
        JsonNode state = params.get("requestState");
        String serviceState = null;
        if (state != null && !state.isNull()) {
            if (!state.isTextual()) {
                throw McpException.invalidParams("params.requestState must be the string the server returned");
            }
            serviceState = states.open(state.asText(), request.principal(), request.method().wireName(), target,
                    argumentsDigest(request));
        }
        JsonNode responses = params.get("inputResponses");
        Map<String, JsonNode> answers = new HashMap<>();
        if (responses != null && !responses.isNull()) {
            if (!responses.isObject()) {
                throw McpException.invalidParams("params.inputResponses must be an object keyed like inputRequests");
            }
            responses.properties().forEach(entry -> answers.put(entry.getKey(), entry.getValue()));
        }
        return state == null && answers.isEmpty() ? InputRound.FIRST : new InputRound(answers, serviceState);
    }

    /** Hands the requests to the client with a state only this gateway can have issued, for this very request. */
    @Override
    public InputStep obtain(RequestContext request, String target, InputRequired required) {
        return new InputStep.Answer(new InputRequired(required.inputRequests(), states.seal(request.principal(),
                request.method().wireName(), target, argumentsDigest(request), required.requestState())));
    }

    /** A 2026 client declares its capabilities per request; asking for more is the request's error (-32021). */
    @Override
    public InputStep lacking(RequestContext request, ObjectNode missing, InputRequired required) {
        ObjectNode data = json.createObjectNode();
        data.set("requiredCapabilities", missing);
        throw new McpException(ErrorCodes.MISSING_CLIENT_CAPABILITY, "This request needs the client capability "
                + ClientCapabilities.describe(missing) + ", which the request did not declare", data, 400);
    }

    private static String argumentsDigest(RequestContext request) {
        JsonNode arguments = request.method() == McpMethod.RESOURCES_READ ? null : request.params().get("arguments");
        return CanonicalJson.sha256(arguments == null || arguments.isNull()
                ? JsonNodeFactory.instance.objectNode()
                : arguments);
    }
}
