package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.RoundStates;
import dev.switchboard.contract.ToolDescriptor;

/**
 * {@code test_input_required_result_tampered_state}: the same confirmation, there for the suite to send back a
 * modified state, which must be refused with JSON-RPC -32602 ({@code data.reason: invalid_request_state}). Through the
 * gateway its own sealed envelope catches the change first; called directly, this service's seal does.
 */
@ApplicationScoped
public class TamperedStateTool extends ConfirmedStateTool {

    static final String NAME = "test_input_required_result_tampered_state";

    private final RoundStates states;
    private final Form form = confirmationForm(NAME);

    TamperedStateTool(RoundStates states) {
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
        return FixtureDescriptors.tool(NAME, "Refuses a modified requestState",
                "Asks the user to confirm (elicitation under the key confirm) with an integrity-protected "
                        + "requestState. A retry whose state was modified is refused with -32602 "
                        + "(reason invalid_request_state). Needs a client that supports elicitation. Takes no "
                        + "arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }
}
