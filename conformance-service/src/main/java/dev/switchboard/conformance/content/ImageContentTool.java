package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.media.FixtureMedia;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_image_content}: one image block, a 16×16 PNG checkerboard. */
@ApplicationScoped
public class ImageContentTool implements ServiceTool {

    static final String NAME = "test_image_content";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Image content",
                "Returns one image content block: a 16x16 PNG checkerboard, base64-encoded. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.image(FixtureMedia.pngBase64(), FixtureMedia.PNG_MIME_TYPE));
    }
}
