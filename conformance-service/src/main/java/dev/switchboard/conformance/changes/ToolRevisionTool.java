package dev.switchboard.conformance.changes;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_tool_revision}: the tool whose description changes with every {@code test_trigger_tool_change}. */
@ApplicationScoped
public class ToolRevisionTool implements ServiceTool {

    static final String NAME = "test_tool_revision";

    private final OfferingRevisions revisions;

    ToolRevisionTool(OfferingRevisions revisions) {
        this.revisions = revisions;
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Tool list revision",
                "Tool list revision " + revisions.tools() + ". This description changes each time "
                        + "test_trigger_tool_change runs; calling the tool answers the current revision. Takes no "
                        + "arguments.",
                FixtureDescriptors.noArguments(), RevisionSchemas.output(), FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.structured(RevisionSchemas.result("tools", revisions.tools()));
    }
}
