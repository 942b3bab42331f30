package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.InputRequests;
import dev.switchboard.conformance.input.SamplingAnswer;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_input_required_result_sampling}: asks the client's model one question and answers with its reply. */
@ApplicationScoped
public class InputRequiredSamplingTool extends OneQuestionTool {

    static final String NAME = "test_input_required_result_sampling";
    static final String KEY = "capital_question";
    static final String QUESTION = "What is the capital of France? Answer in one sentence.";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Ask the model a question",
                "Asks the client's model what the capital of France is (sampling under the key capital_question) "
                        + "and answers with the reply. Needs a client that supports sampling. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    protected String key() {
        return KEY;
    }

    @Override
    protected ClientCapability capability() {
        return ClientCapability.SAMPLING;
    }

    @Override
    protected InputRequest question(ToolCall call) {
        return InputRequests.sampling(QUESTION, 100);
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        return ToolResult.of(Content.text("The model answered: " + SamplingAnswer.read(reply).describe()));
    }
}
