package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.ToolDescriptor;

/** {@code test_input_required_result_request_state}: a confirmation whose retry must bring back the request state. */
@ApplicationScoped
public class RequestStateTool extends ConfirmedStateTool {

    static final String NAME = "test_input_required_result_request_state";

    private final RoundStates states;
    private final Form form = confirmationForm(NAME);

    RequestStateTool(RoundStates states) {
        this.states = states;
    }

    @Override
    protected RoundStates states() {
        return states;
    }

    @Override
    protected Form form() {
        return form;
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Round trip of requestState",
                "Asks the user to confirm (elicitation under the key confirm) and returns a requestState; the retry "
                        + "must echo that state, and the answer then starts with \"state-ok\". Needs a client that "
                        + "supports elicitation. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }
}
