package dev.switchboard.conformance.asking;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * Asks the user to confirm (key {@code confirm}) together with a sealed {@code requestState} naming the round, and
 * answers "state-ok …" only when the retry brings that state back intact. A retry without state starts over; a state
 * that does not open is refused ({@code invalid_request_state}).
 */
abstract class ConfirmedStateTool implements ServiceTool {

    static final String KEY = "confirm";

    /** The one-field form ({@code ok}, a boolean) a fixture named {@code name} shows. */
    static Form confirmationForm(String name) {
        return Forms.oneField(name, "ok", "boolean", "Confirm");
    }

    protected abstract RoundStates states();

    protected abstract Form form();

    @Override
    public ToolResult call(ToolCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return Asks.capabilityMissing(call.tool(), ClientCapability.ELICITATION_FORM);
        }
        if (call.requestState() == null) {
            return ask(call, 1);
        }
        int round = Asks.openState(states(), call).path("round").asInt();
        JsonNode reply = call.inputResponses().get(KEY);
        if (reply == null || reply.isNull()) {
            return ask(call, round + 1);
        }
        ElicitationAnswer answer;
        try {
            answer = form().read(reply);
        } catch (MalformedAnswerException e) {
            throw InputFailures.malformedAnswer(call.tool(), KEY, e);
        }
        return ToolResult.of(Content.text("state-ok: the requestState sealed in "
                + "round " + round + " came back intact. The user's answer: " + Asks.describe(answer)));
    }

    private ToolResult ask(ToolCall call, int round) {
        ObjectNode data = Asks.object().put("round", round);
        return new InputRequired(Map.of(KEY, form().request("Please confirm to continue.")),
                Asks.sealState(states(), call, data));
    }
}
