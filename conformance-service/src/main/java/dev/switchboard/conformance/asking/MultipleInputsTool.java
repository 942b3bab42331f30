package dev.switchboard.conformance.asking;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.InputRequests;
import dev.switchboard.conformance.input.RootsAnswer;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.conformance.input.SamplingAnswer;
import dev.switchboard.contract.ToolDescriptor;

/**
 * {@code test_input_required_result_multiple_inputs}: the user's name ({@code user_name}), a greeting from the
 * client's model ({@code greeting}) and the client's roots ({@code client_roots}), asked in one round with a state.
 */
@ApplicationScoped
public class MultipleInputsTool extends CollectingTool {

    static final String NAME = "test_input_required_result_multiple_inputs";

    private final RoundStates states;
    private final List<Question> questions;

    MultipleInputsTool(RoundStates states) {
        this.states = states;
        Form nameForm = Forms.oneField(NAME, "name", "string", "Your name");
        this.questions = List.of(
                new Question("user_name", ClientCapability.ELICITATION_FORM, nameForm.request("What is your name?"),
                        reply -> switch (nameForm.read(reply)) {
                            case ElicitationAnswer.Accepted accepted -> accepted.content().path("name").asText();
                            case ElicitationAnswer other -> "(the user chose " + other.action() + ")";
                        }),
                new Question("greeting", ClientCapability.SAMPLING,
                        InputRequests.sampling("Write a one-line greeting.", 50),
                        reply -> SamplingAnswer.read(reply).describe()),
                new Question("client_roots", ClientCapability.ROOTS, InputRequests.roots(),
                        reply -> RootsAnswer.read(reply).describe()));
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Three questions at once",
                "Asks in one round for the user's name (elicitation, key user_name), a greeting from the client's "
                        + "model (sampling, key greeting) and the client's roots (roots/list, key client_roots), "
                        + "with a requestState, and answers with all three. Only kinds the client declared are "
                        + "asked. Takes no arguments.",
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
