package dev.switchboard.conformance.changes;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/** {@code test_prompt_revision}: the prompt whose description changes with every {@code test_trigger_prompt_change}. */
@ApplicationScoped
public class PromptRevisionPrompt implements ServicePrompt {

    static final String NAME = "test_prompt_revision";

    private final OfferingRevisions revisions;

    PromptRevisionPrompt(OfferingRevisions revisions) {
        this.revisions = revisions;
    }

    @Override
    public PromptDescriptor descriptor() {
        return PromptDescriptor.of(NAME, "Prompt list revision " + revisions.prompts()
                + ". This description changes each time test_trigger_prompt_change runs.", List.of());
    }

    @Override
    public PromptResult get(PromptCall call) {
        return PromptResult.of("Prompt list revision " + revisions.prompts(), PromptMessage.user(Content.text(
                "The prompt list is at revision " + revisions.prompts() + ".")));
    }
}
