package dev.switchboard.conformance.prompts;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/** {@code test_simple_prompt}: one user message, no arguments. */
@ApplicationScoped
public class SimplePrompt implements ServicePrompt {

    static final String NAME = "test_simple_prompt";

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Simple prompt", "A prompt without arguments: one user message.", List.of(),
                null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        return PromptResult.of("A simple prompt", PromptMessage.user(
                Content.text("This is a simple prompt from the Switchboard conformance service.")));
    }
}
