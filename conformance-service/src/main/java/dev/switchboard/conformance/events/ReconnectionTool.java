package dev.switchboard.conformance.events;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_reconnection} (SEP-1699 polling): at once suggests that the gateway close the client's stream
 * ({@code retry} 500 ms), then works on for about a second before answering, so the answer can only reach the client
 * through a resumed stream ({@code GET} with {@code Last-Event-ID}).
 */
@ApplicationScoped
public class ReconnectionTool implements ServiceTool {

    static final String NAME = "test_reconnection";
    static final Duration RETRY = Duration.ofMillis(500);
    static final Duration WORK = Duration.ofSeconds(1);

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Closes the stream mid-call",
                "Asks the gateway to close the client's SSE stream right away (retry after 500 ms), keeps working "
                        + "for about a second and then answers; a client gets the answer by resuming the stream with "
                        + "Last-Event-ID. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        call.events().suggestReconnect(RETRY);
        if (!Pacing.pause(call.events(), WORK)) {
            return ToolResult.error("test_reconnection was cancelled before it finished.");
        }
        return ToolResult.of(Content.text("Finished about a second after suggesting a reconnect; a client whose "
                + "stream was closed receives this on the resumed stream."));
    }
}
