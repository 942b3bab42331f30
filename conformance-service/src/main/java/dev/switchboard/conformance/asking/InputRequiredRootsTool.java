package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.InputRequests;
import dev.switchboard.conformance.input.RootsAnswer;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_input_required_result_list_roots}: asks for the client's roots and lists them. */
@ApplicationScoped
public class InputRequiredRootsTool extends OneQuestionTool {

    static final String NAME = "test_input_required_result_list_roots";
    static final String KEY = "client_roots";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "List the client's roots",
                "Asks the client for its roots (roots/list under the key client_roots) and answers with them. Needs a "
                        + "client that supports roots. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected String key() {
        return KEY;
    }

    @Override
    protected ClientCapability capability() {
        return ClientCapability.ROOTS;
    }

    @Override
    protected InputRequest question(ToolCall call) {
        return InputRequests.roots();
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        return ToolResult.of(Content.text("The client shares " + RootsAnswer.read(reply).describe() + "."));
    }
}
