package dev.switchboard.conformance.asking;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.contract.state.InvalidStateException;

/** What the asking fixtures share. */
final class Asks {

    private Asks() {
    }

    static ToolResult capabilityMissing(String tool, ClientCapability capability) {
        return ToolResult.error(tool + " needs to ask the client (" + capability.wireName() + "), but this client "
                + "did not declare the '" + capability.wireName() + "' capability. Call it from a client that "
                + "supports " + capability.wireName() + ".");
    }

    /** The data sealed into the call's {@code requestState}, or a 400 ({@code invalid_request_state}). */
    static ObjectNode openState(RoundStates states, ToolCall call) {
        try {
            return states.open(call.tool(), call.context().tenant(), call.context().subject(), call.requestState());
        } catch (InvalidStateException e) {
            throw InputFailures.invalidState(call.tool(), e);
        }
    }

    static String sealState(RoundStates states, ToolCall call, ObjectNode data) {
        return states.seal(call.tool(), call.context().tenant(), call.context().subject(), data);
    }

    /** "accept: {...}", "decline" or "cancel". */
    static String describe(ElicitationAnswer answer) {
        return switch (answer) {
            case ElicitationAnswer.Accepted accepted -> "accept " + accepted.content();
            case ElicitationAnswer.Declined declined -> "decline";
            case ElicitationAnswer.Cancelled cancelled -> "cancel";
        };
    }

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }
}
