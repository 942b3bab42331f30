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
 * {@code test_tool_with_progress}: reports progress 0, 50 and 100 of 100 about 50 ms apart. The gateway turns each
 * report into {@code notifications/progress} carrying the client's own progress token.
 */
@ApplicationScoped
public class ToolWithProgressTool implements ServiceTool {

    static final String NAME = "test_tool_with_progress";
    static final double TOTAL = 100;
    static final double[] STEPS = { 0, 50, 100 };
    static final String[] MESSAGES = { "Starting", "Halfway", "Done" };
    static final Duration STEP = Duration.ofMillis(50);

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Reports progress",
                "Reports progress 0, 50 and 100 (of 100) about 50 ms apart when the request carries a progress "
                        + "token, then answers with text. Takes no arguments.",
                FixtureDescriptors.noArguments(), null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        for (int i = 0; i < STEPS.length; i++) {
            if (i > 0 && !Pacing.pause(call.events(), STEP)) {
                return ToolResult.error("test_tool_with_progress was cancelled at " + STEPS[i - 1] + " of " + TOTAL);
            }
            call.events().progress(STEPS[i], TOTAL, MESSAGES[i]);
        }
        return ToolResult.of(Content.text("Reported progress " + (int) STEPS[0] + ", " + (int) STEPS[1] + " and "
                + (int) STEPS[2] + " of " + (int) TOTAL + "."));
    }
}
