package dev.switchboard.conformance.asking;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * A fixture that asks the client one thing under one key and answers once it has the reply. It keeps no state: a
 * call carrying the reply under the key is answered, any other call (first call, reply missing, other keys only) asks
 * again. A reply of the wrong shape is refused as invalid params.
 */
abstract class OneQuestionTool implements ServiceTool {

    /** The {@code inputRequests} key. */
    protected abstract String key();

    /** What the client must support to be asked. */
    protected abstract ClientCapability capability();

    protected abstract InputRequest question(ToolCall call);

    /** The result built from the client's reply; throws {@link MalformedAnswerException} for an unusable reply. */
    protected abstract ToolResult answer(ToolCall call, JsonNode reply);

    /** Fixtures that prove the gateway enforces capabilities ask even a client that cannot answer. */
    protected boolean asksUndeclaredCapability() {
        return false;
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!asksUndeclaredCapability() && !capability().declaredBy(call.context())) {
            return Asks.capabilityMissing(call.tool(), capability());
        }
        JsonNode reply = call.inputResponses().get(key());
        if (reply == null || reply.isNull()) {
            return new InputRequired(Map.of(key(), question(call)), null);
        }
        try {
            return answer(call, reply);
        } catch (MalformedAnswerException e) {
            throw InputFailures.malformedAnswer(call.tool(), key(), e);
        }
    }
}
