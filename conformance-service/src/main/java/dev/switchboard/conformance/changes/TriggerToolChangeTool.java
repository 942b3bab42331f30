package dev.switchboard.conformance.changes;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_trigger_tool_change}: changes the tool list (the description of {@code test_tool_revision} names the
 * new revision), so every open stream that asked for tool-list changes gets {@code notifications/tools/list_changed}.
 */
@ApplicationScoped
public class TriggerToolChangeTool implements ServiceTool {

    static final String NAME = "test_trigger_tool_change";

    private final OfferingRevisions revisions;

    TriggerToolChangeTool(OfferingRevisions revisions) {
        this.revisions = revisions;
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Change the tool list",
                "Changes the tool list (test_tool_revision's description moves to the next revision) and answers "
                        + "with the new revision; clients listening for tool-list changes are notified. Takes no "
                        + "arguments.",
                FixtureDescriptors.noArguments(), RevisionSchemas.output(), FixtureDescriptors.Effect.CHANGES_STATE);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.structured(RevisionSchemas.result("tools", revisions.changeTools()));
    }
}
