package dev.switchboard.conformance.asking;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/** A fixture that shows the user one form and answers with what the user did: the action and the fields. */
abstract class FormTool extends OneQuestionTool {

    static final String KEY = "form";

    protected abstract Form form();

    protected abstract String message(ToolCall call);

    @Override
    protected String key() {
        return KEY;
    }

    @Override
    protected ClientCapability capability() {
        return ClientCapability.ELICITATION_FORM;
    }

    @Override
    protected InputRequest question(ToolCall call) {
        return form().request(message(call));
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        ElicitationAnswer answer = form().read(reply);
        return ToolResult.of(Content.text("User response: " + Asks.describe(answer)));
    }
}
