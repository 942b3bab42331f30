package dev.switchboard.conformance.prompts;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/**
 * {@code test_prompt_with_arguments}: one user message quoting both arguments. Both are required (the kit refuses a
 * call missing one) and both can be completed ({@code completion/complete}).
 */
@ApplicationScoped
public class ArgumentsPrompt implements ServicePrompt {

    public static final String NAME = "test_prompt_with_arguments";
    public static final String ARG1 = "arg1";
    public static final String ARG2 = "arg2";

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Prompt with arguments",
                "A prompt with two required arguments, both quoted in its message and both completable.",
                List.of(new PromptArgument(ARG1, "First argument", "Any text; completion suggests sample values",
                        true),
                        new PromptArgument(ARG2, "Second argument",
                                "Any text; completion suggests sample values other than arg1", true)),
                null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        String first = call.arguments().get(ARG1);
        String second = call.arguments().get(ARG2);
        return PromptResult.of("A prompt with arguments", PromptMessage.user(Content.text(
                "Prompt with arguments: arg1 is '" + first + "' and arg2 is '" + second + "'.")));
    }
}
