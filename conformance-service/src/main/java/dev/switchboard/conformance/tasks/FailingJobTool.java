package dev.switchboard.conformance.tasks;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code failing_job}: runs only as a task, and after about a second reports a tool error ({@code isError}), which a
 * task records as {@code completed}: the tool ran and told the model it failed.
 */
@ApplicationScoped
public class FailingJobTool implements ServiceTool {

    static final String NAME = "failing_job";

    @Override
    public ToolDescriptor descriptor() {
        return TaskFixtures.taskTool(NAME, "Failing job",
                "Runs only as a task; after about a second it reports a tool error (isError). Takes no arguments.",
                FixtureDescriptors.noArguments(), TaskSupport.REQUIRED);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!Pause.of(Duration.ofSeconds(1), call.events())) {
            return ToolResult.error("failing_job was cancelled");
        }
        return ToolResult.error("failing_job failed, as it always does: the job's input was rejected");
    }
}
