package dev.switchboard.conformance.asking;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.InputRequests;
import dev.switchboard.conformance.input.RootsAnswer;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.conformance.input.SamplingAnswer;
import dev.switchboard.contract.ToolDescriptor;

/**
 * {@code test_input_required_result_capabilities}: one probe per kind of input (sampling, elicitation, roots), sent
 * only when the request declared the matching client capability. A client declaring only {@code sampling} is asked
 * only the sampling probe.
 */
@ApplicationScoped
public class CapabilitiesTool extends CollectingTool {

    static final String NAME = "test_input_required_result_capabilities";

    private final RoundStates states;
    private final List<Question> questions;

    CapabilitiesTool(RoundStates states) {
        this.states = states;
        Form checkForm = Forms.oneField(NAME, "ok", "boolean", "Can you see this form?");
        this.questions = List.of(
                new Question("model_check", ClientCapability.SAMPLING,
                        InputRequests.sampling("Reply with the single word: ok", 10),
                        reply -> SamplingAnswer.read(reply).describe()),
                new Question("user_check", ClientCapability.ELICITATION_FORM,
                        checkForm.request("Can you see this form?"),
                        reply -> Asks.describe(checkForm.read(reply))),
                new Question("roots_check", ClientCapability.ROOTS, InputRequests.roots(),
                        reply -> RootsAnswer.read(reply).describe()));
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Asks only what the client supports",
                "Asks one question of each kind the request's client capabilities allow: sampling (model_check), "
                        + "elicitation (user_check), roots (roots_check); never a kind the client did not declare. "
                        + "Answers with the replies. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected RoundStates states() {
        return states;
    }

    @Override
    protected List<Question> questions() {
        return questions;
    }
}
