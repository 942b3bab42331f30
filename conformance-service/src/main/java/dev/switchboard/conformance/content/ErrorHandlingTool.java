package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_error_handling}: always fails the MCP way, as a result with {@code isError: true}. */
@ApplicationScoped
public class ErrorHandlingTool implements ServiceTool {

    static final String NAME = "test_error_handling";
    static final String MESSAGE = "test_error_handling failed on purpose: it shows how a tool error reaches the "
            + "client, as a result with isError true rather than a JSON-RPC error. Nothing needs fixing.";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Error result",
                "Always answers with a tool error (isError: true) and a message explaining it. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.error(MESSAGE);
    }
}
