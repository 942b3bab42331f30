package dev.switchboard.conformance.prompts;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.media.FixtureMedia;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/** {@code test_prompt_with_image}: a user message with the checkerboard PNG, then one asking about it. */
@ApplicationScoped
public class ImagePrompt implements ServicePrompt {

    static final String NAME = "test_prompt_with_image";

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Prompt with an image",
                "A prompt whose first message is an image (a 16x16 PNG checkerboard).", List.of(), null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        return PromptResult.of("A prompt with an image",
                PromptMessage.user(Content.image(FixtureMedia.pngBase64(), FixtureMedia.PNG_MIME_TYPE)),
                PromptMessage.user(Content.text("Describe the pattern in the image above.")));
    }
}
