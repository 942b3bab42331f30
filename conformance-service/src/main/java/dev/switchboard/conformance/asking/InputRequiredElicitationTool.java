package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_input_required_result_elicitation}: asks the user's name under the key {@code user_name} and greets them
 * ("Hello, Alice!"). Without the answer under that key it asks again; extra keys are ignored; an answer that is not
 * an elicitation result with a non-empty string {@code name} is refused.
 */
@ApplicationScoped
public class InputRequiredElicitationTool extends OneQuestionTool {

    static final String NAME = "test_input_required_result_elicitation";
    static final String KEY = "user_name";

    private final Form form = Forms.oneField(NAME, "name", "string", "Your name");

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Greet the user by name",
                "Asks the user for their name (elicitation under the key user_name) and answers \"Hello, <name>!\". "
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
        return form.request("What is your name?");
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        return switch (form.read(reply)) {
            case ElicitationAnswer.Accepted accepted ->
                ToolResult.of(Content.text("Hello, " + accepted.content().path("name").asText() + "!"));
            case ElicitationAnswer other ->
                ToolResult.of(Content.text("No name to greet: the user chose " + other.action() + "."));
        };
    }
}
