package dev.switchboard.conformance.asking;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.InputRequests;
import dev.switchboard.conformance.input.SamplingAnswer;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_sampling}: sends the caller's prompt to the client's model ({@code sampling/createMessage}, 100 tokens)
 * and answers with the model's reply. A session-era client gets a real server→client request mid-call.
 */
@ApplicationScoped
public class SamplingTool extends OneQuestionTool {

    static final String NAME = "test_sampling";
    static final String KEY = "model_reply";
    static final int MAX_TOKENS = 100;

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = FixtureDescriptors.objectSchema();
        schema.withObjectProperty("properties").putObject("prompt").put("type", "string").put("minLength", 1)
                .put("maxLength", 10_000).put("description", "What to ask the client's model");
        schema.putArray("required").add("prompt");
        return FixtureDescriptors.tool(NAME, "Ask the client's model",
                "Sends the prompt to the client's model through MCP sampling (up to 100 tokens) and answers with the "
                        + "reply. Needs a client that supports sampling.",
                schema, null, FixtureDescriptors.Effect.READ_ONLY);
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
        return InputRequests.sampling(call.arguments().path("prompt").asText(), MAX_TOKENS);
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        SamplingAnswer answer = SamplingAnswer.read(reply);
        return ToolResult.of(Content.text("LLM response: " + answer.describe()));
    }
}
