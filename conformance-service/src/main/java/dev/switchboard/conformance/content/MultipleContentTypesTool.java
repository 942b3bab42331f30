package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.media.FixtureMedia;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_multiple_content_types}: a text block, the checkerboard PNG and the JSON resource
 * {@code test://mixed-content-resource}, in that order.
 */
@ApplicationScoped
public class MultipleContentTypesTool implements ServiceTool {

    static final String NAME = "test_multiple_content_types";
    static final String URI = "test://mixed-content-resource";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Mixed content",
                "Returns three content blocks of different types: text, a PNG image and an embedded JSON resource "
                        + "(test://mixed-content-resource). Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        ObjectNode summary = JsonNodeFactory.instance.objectNode();
        summary.putArray("blocks").add("text").add("image").add("resource");
        summary.put("imageMimeType", FixtureMedia.PNG_MIME_TYPE);
        return ToolResult.of(
                Content.text("Three blocks follow this one: an image and an embedded resource."),
                Content.image(FixtureMedia.pngBase64(), FixtureMedia.PNG_MIME_TYPE),
                Content.resource(ResourceContents.text(URI, "application/json", summary.toString())));
    }
}
