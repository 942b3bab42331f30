package dev.switchboard.contract.kit;

import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;

/** A prompt a service offers; a CDI bean, listed in the manifest and served at {@code /internal/v1/prompts/{name}}. */
public interface ServicePrompt {

    PromptDescriptor descriptor();

    /** Builds the prompt; required arguments are checked by the kit before this is called. */
    PromptResult get(PromptCall call);

    /** Whether the prompt is offered right now; fire {@link OfferingsChanged} when this changes. */
    default boolean listed() {
        return true;
    }
}
