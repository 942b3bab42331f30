package dev.switchboard.contract.kit;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;

/** Test prompt: greets the person its required {@code name} argument names. */
@ApplicationScoped
public class GreetingPrompt implements ServicePrompt {

    @Override
    public PromptDescriptor descriptor() {
        return PromptDescriptor.of("kitGreeting", "Greets someone",
                List.of(new PromptArgument("name", "Name", "Whom to greet", true)));
    }

    @Override
    public PromptResult get(PromptCall call) {
        return PromptResult.of("A greeting", PromptMessage.user(Content.text("Greet " + call.arguments().get("name"))));
    }
}
