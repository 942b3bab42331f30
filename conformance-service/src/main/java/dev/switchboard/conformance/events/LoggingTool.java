package dev.switchboard.conformance.events;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_logging_tool} (2026-07-28): one log message at each of {@code debug}, {@code info} and {@code warning}.
 * The service always emits them; whether any reaches the client is decided by the request's {@code _meta} log level,
 * which is exactly what the suite checks (none without it).
 */
@ApplicationScoped
public class LoggingTool implements ServiceTool {

    static final String NAME = "test_logging_tool";
    static final List<String> LEVELS = List.of("debug", "info", "warning");

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Logs at three levels",
                "Emits one log message at each of debug, info and warning, then answers with text. Clients see "
                        + "only those at or above the log level their request asked for, and none if it asked for "
                        + "none. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        for (String level : LEVELS) {
            call.events().log(level, ToolWithLoggingTool.LOGGER,
                    JsonNodeFactory.instance.textNode("test_logging_tool: a " + level + " message"));
        }
        return ToolResult.of(Content.text("Emitted log messages at " + String.join(", ", LEVELS) + "."));
    }
}
