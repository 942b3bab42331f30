package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_embedded_resource}: one resource block carrying {@code test://embedded-resource} inline. */
@ApplicationScoped
public class EmbeddedResourceTool implements ServiceTool {

    static final String NAME = "test_embedded_resource";
    static final String URI = "test://embedded-resource";
    static final String TEXT = "Text of test://embedded-resource, carried inline in a tool result.";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Embedded resource",
                "Returns one resource content block embedding test://embedded-resource (text/plain). Takes no "
                        + "arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.resource(ResourceContents.text(URI, "text/plain", TEXT)));
    }
}
