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

/**
 * {@code test_missing_capability}: asks the client's model for a reply even when the client did not declare
 * {@code sampling}, so the gateway's capability check shows: it must refuse the call (HTTP 400, JSON-RPC -32021,
 * {@code data.requiredCapabilities.sampling}) instead of passing the request on.
 */
@ApplicationScoped
public class MissingCapabilityTool extends OneQuestionTool {

    static final String NAME = "test_missing_capability";
    static final String KEY = "model_reply";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Needs sampling",
                "Needs the client's sampling capability: asks the client's model for a one-word reply and answers "
                        + "with it. A client that did not declare sampling gets the gateway's missing-capability "
                        + "error (-32021). Takes no arguments.",
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
    protected boolean asksUndeclaredCapability() {
        return true;
    }

    @Override
    protected InputRequest question(ToolCall call) {
        return InputRequests.sampling("Reply with the single word: ready", 10);
    }

    @Override
    protected ToolResult answer(ToolCall call, JsonNode reply) {
        return ToolResult.of(Content.text("The client's model replied: " + SamplingAnswer.read(reply).describe()));
    }
}
