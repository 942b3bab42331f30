package dev.switchboard.conformance.content;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.media.FixtureMedia;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/** {@code test_audio_content}: one audio block, a short tone as {@code audio/wav}. */
@ApplicationScoped
public class AudioContentTool implements ServiceTool {

    static final String NAME = "test_audio_content";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Audio content",
                "Returns one audio content block: 0.1 s of a 440 Hz tone as base64 audio/wav. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.audio(FixtureMedia.wavBase64(), FixtureMedia.WAV_MIME_TYPE));
    }
}
