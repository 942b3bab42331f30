package dev.switchboard.conformance.tasks;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code slow_compute}: works for {@code seconds} (0 to 600) and then reports it. It runs as a task whenever the client
 * can take one and there is any wait ({@code seconds: 0} answers at once); a cancelled call stops waiting.
 */
@ApplicationScoped
public class SlowComputeTool implements ServiceTool {

    static final String NAME = "slow_compute";

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode schema = FixtureDescriptors.objectSchema();
        ObjectNode seconds = ((ObjectNode) schema.get("properties")).putObject("seconds").put("type", "number")
                .put("minimum", 0).put("maximum", 600).put("description", "How long the work takes, in seconds");
        seconds.put("default", 1);
        TaskFixtures.withString(schema, "label", "A label echoed in the result", false);
        return TaskFixtures.taskTool(NAME, "Slow computation",
                "Works for the given number of seconds, then reports it. Runs as a task when the client supports "
                        + "tasks and seconds > 0; cancelling the task stops the work.",
                schema, TaskSupport.OPTIONAL);
    }

    @Override
    public boolean runsAsTask(ToolCall call) {
        return seconds(call) > 0;
    }

    @Override
    public ToolResult call(ToolCall call) {
        double seconds = seconds(call);
        if (!Pause.of(Duration.ofMillis((long) (seconds * 1000)), call.events())) {
            return ToolResult.error("slow_compute was cancelled before it finished");
        }
        String label = call.arguments().path("label").asText("");
        return ToolResult.of(Content.text("slow_compute" + (label.isEmpty() ? "" : " '" + label + "'")
                + " finished after " + seconds + " s"));
    }

    private static double seconds(ToolCall call) {
        return call.arguments().path("seconds").asDouble(1);
    }
}
