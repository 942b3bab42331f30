package dev.switchboard.conformance.asking;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.contract.state.InvalidStateException;

/**
 * {@code test_input_required_result_multi_round}: two questions in two rounds, then the answer. Round 1 asks the
 * name ({@code step1}); round 2 asks the favourite colour ({@code step2}) and carries the name in the new
 * {@code requestState}; the third call answers "Alice's favourite colour is blue." Every round gets a state it has
 * not seen before (step and attempt change); a missing answer repeats the step.
 */
@ApplicationScoped
public class MultiRoundTool implements ServiceTool {

    static final String NAME = "test_input_required_result_multi_round";
    static final String STEP_1 = "step1";
    static final String STEP_2 = "step2";

    private final RoundStates states;
    private final Form nameForm = Forms.oneField(NAME + " step 1", "name", "string", "Your name");
    private final Form colourForm = Forms.oneField(NAME + " step 2", "color", "string", "Favourite colour");

    MultiRoundTool(RoundStates states) {
        this.states = states;
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Two questions, three calls",
                "Asks the user's name (step1), then in a second round their favourite colour (step2), each time "
                        + "with a new requestState, and answers with both on the third call. Needs a client that "
                        + "supports elicitation. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return Asks.capabilityMissing(call.tool(), ClientCapability.ELICITATION_FORM);
        }
        if (call.requestState() == null) {
            return askName(call, 1);
        }
        ObjectNode state = Asks.openState(states, call);
        int attempt = state.path("attempt").asInt();
        return switch (state.path("step").asInt()) {
            case 1 -> {
                JsonNode reply = call.inputResponses().get(STEP_1);
                if (reply == null || reply.isNull()) {
                    yield askName(call, attempt + 1);
                }
                yield switch (read(call, nameForm, STEP_1, reply)) {
                    case ElicitationAnswer.Accepted accepted ->
                        askColour(call, accepted.content().path("name").asText(), 1);
                    case ElicitationAnswer other -> stopped(1, other);
                };
            }
            case 2 -> {
                String name = state.path("name").asText();
                JsonNode reply = call.inputResponses().get(STEP_2);
                if (reply == null || reply.isNull()) {
                    yield askColour(call, name, attempt + 1);
                }
                yield switch (read(call, colourForm, STEP_2, reply)) {
                    case ElicitationAnswer.Accepted accepted -> ToolResult.of(Content.text(
                            name + "'s favourite colour is " + accepted.content().path("color").asText() + "."));
                    case ElicitationAnswer other -> stopped(2, other);
                };
            }
            default -> throw InputFailures.invalidState(call.tool(), new InvalidStateException("unknown step"));
        };
    }

    private ToolResult askName(ToolCall call, int attempt) {
        ObjectNode data = Asks.object().put("step", 1).put("attempt", attempt);
        return new InputRequired(Map.of(STEP_1, nameForm.request("Step 1 of 2: what is your name?")),
                Asks.sealState(states, call, data));
    }

    private ToolResult askColour(ToolCall call, String name, int attempt) {
        ObjectNode data = Asks.object().put("step", 2).put("attempt", attempt).put("name", name);
        return new InputRequired(
                Map.of(STEP_2, colourForm.request("Step 2 of 2: " + name + ", what is your favourite colour?")),
                Asks.sealState(states, call, data));
    }

    private static ToolResult stopped(int step, ElicitationAnswer answer) {
        return ToolResult.of(Content.text("Stopped at step " + step + ": the user chose " + answer.action() + "."));
    }

    private static ElicitationAnswer read(ToolCall call, Form form, String key, JsonNode reply) {
        try {
            return form.read(reply);
        } catch (MalformedAnswerException e) {
            throw InputFailures.malformedAnswer(call.tool(), key, e);
        }
    }
}
