package dev.switchboard.conformance.changes;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_trigger_prompt_change}: changes the prompt list (the description of {@code test_prompt_revision} names
 * the new revision), so every open stream that asked for prompt-list changes gets
 * {@code notifications/prompts/list_changed}.
 */
@ApplicationScoped
public class TriggerPromptChangeTool implements ServiceTool {

    static final String NAME = "test_trigger_prompt_change";

    private final OfferingRevisions revisions;

    TriggerPromptChangeTool(OfferingRevisions revisions) {
        this.revisions = revisions;
    }

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Change the prompt list",
                "Changes the prompt list (test_prompt_revision's description moves to the next revision) and answers "
                        + "with the new revision; clients listening for prompt-list changes are notified. Takes no "
                        + "arguments.",
                FixtureDescriptors.noArguments(), RevisionSchemas.output(), FixtureDescriptors.Effect.CHANGES_STATE);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.structured(RevisionSchemas.result("prompts", revisions.changePrompts()));
    }
}
