package dev.switchboard.conformance.events;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_tool_with_logging} (session era): three {@code info} log messages about 50 ms apart while it runs, so a
 * client that set {@code logging/setLevel} sees several {@code notifications/message} during one call.
 */
@ApplicationScoped
public class ToolWithLoggingTool implements ServiceTool {

    static final String NAME = "test_tool_with_logging";
    static final String LOGGER = "conformance";
    static final Duration STEP = Duration.ofMillis(50);
    static final String[] MESSAGES = {
            "test_tool_with_logging: started",
            "test_tool_with_logging: working",
            "test_tool_with_logging: finished" };

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Logs while running",
                "Sends three info-level log messages about 50 ms apart during the call, then answers with text. "
                        + "Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        for (int i = 0; i < MESSAGES.length; i++) {
            if (i > 0 && !Pacing.pause(call.events(), STEP)) {
                return ToolResult.error("test_tool_with_logging was cancelled after " + i + " log messages.");
            }
            call.events().log("info", LOGGER, JsonNodeFactory.instance.textNode(MESSAGES[i]));
        }
        return ToolResult.of(Content.text("Sent " + MESSAGES.length + " info log messages during the call."));
    }
}
