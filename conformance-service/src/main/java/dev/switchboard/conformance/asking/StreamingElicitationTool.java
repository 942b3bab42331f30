package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_streaming_elicitation}: needs the user's confirmation. A 2026-07-28 client must get that as an
 * {@code input_required} result on the response stream, never as an independent request frame.
 */
@ApplicationScoped
public class StreamingElicitationTool extends OneQuestionTool {

    static final String NAME = "test_streaming_elicitation";
    static final String KEY = "confirmation";

    private final Form form = Forms.oneField(NAME, "confirmed", "boolean", "Go ahead?");

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Confirm through the response stream",
                "Asks the user to confirm (elicitation under the key confirmation) and answers with the choice. "
                        + "Needs a client that supports elicitation. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

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
        return form.request("Shall test_streaming_elicitation go ahead?");
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        return ToolResult.of(Content.text("The user's answer: " + Asks.describe(form.read(reply))));
    }
}
