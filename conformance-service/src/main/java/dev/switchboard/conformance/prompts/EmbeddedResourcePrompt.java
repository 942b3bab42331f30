package dev.switchboard.conformance.prompts;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.resources.FixtureResources;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;

/**
 * {@code test_prompt_with_embedded_resource}: a user message embedding the resource named by {@code resourceUri},
 * then a user message asking to work with it. A resource this service serves is embedded with its real contents;
 * any other absolute URI gets a short text/plain stand-in saying so.
 */
@ApplicationScoped
public class EmbeddedResourcePrompt implements ServicePrompt {

    static final String NAME = "test_prompt_with_embedded_resource";
    static final String RESOURCE_URI = "resourceUri";

    private final FixtureResources resources;

    EmbeddedResourcePrompt(FixtureResources resources) {
        this.resources = resources;
    }

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Prompt with an embedded resource",
                "A prompt whose first message embeds the resource named by resourceUri.",
                List.of(new PromptArgument(RESOURCE_URI, "Resource URI", "Absolute URI of the resource to embed",
                        true)),
                null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        String uri = call.arguments().get(RESOURCE_URI);
        requireAbsoluteUri(uri);
        ResourceContents contents = resources.contents(uri).orElseGet(() -> ResourceContents.text(uri, "text/plain",
                "The conformance service serves no resource " + uri + "; this text stands in for its contents."));
        return PromptResult.of("A prompt with an embedded resource",
                PromptMessage.user(Content.resource(contents)),
                PromptMessage.user(Content.text("Summarise the resource embedded above.")));
    }

    private static void requireAbsoluteUri(String uri) {
        try {
            if (new URI(uri).isAbsolute()) {
                return;
            }
        } catch (URISyntaxException e) {
            throw ContractException.invalidParams("Invalid argument 'resourceUri' for prompt '" + NAME
                    + "': not a URI (" + e.getReason() + ")");
        }
        throw ContractException.invalidParams("Invalid argument 'resourceUri' for prompt '" + NAME
                + "': the URI needs a scheme, e.g. test://static-text");
    }
}
