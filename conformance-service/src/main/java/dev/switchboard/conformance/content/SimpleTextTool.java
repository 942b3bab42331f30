package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_simple_text}: one text block. The suite calls it without an {@code arguments} key at all. */
@ApplicationScoped
public class SimpleTextTool implements ServiceTool {

    static final String NAME = "test_simple_text";
    static final String TEXT = "Plain text from the Switchboard conformance service, relayed by the gateway.";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Simple text", "Returns one text content block. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    /** It only computes on its argument: a small call runs on the event loop. */
    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.text(TEXT));
    }
}
