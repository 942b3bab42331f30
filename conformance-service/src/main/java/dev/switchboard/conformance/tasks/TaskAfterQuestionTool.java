package dev.switchboard.conformance.tasks;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_tool_with_task}: asks the user's name first, synchronously (a multi-round-trip {@code input_required}
 * under {@code user_name}), and only with the answer in hand becomes a task, whose result greets them by that name.
 */
@ApplicationScoped
public class TaskAfterQuestionTool implements ServiceTool {

    static final String NAME = "test_tool_with_task";
    static final String KEY = "user_name";

    private final Form form = TaskFixtures.form(NAME, Map.of("name", "string"), List.of("name"));

    @Override
    public ToolDescriptor descriptor() {
        return TaskFixtures.taskTool(NAME, "Question, then task",
                "Asks the user's name (elicitation, key user_name) before it starts, then runs as a task that "
                        + "greets them by name. Runs only as a task. Takes no arguments.",
                FixtureDescriptors.noArguments(), TaskSupport.REQUIRED);
    }

    /** Only once the name is known: the question itself is answered synchronously. */
    @Override
    public boolean runsAsTask(ToolCall call) {
        return call.inputResponses().containsKey(KEY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return TaskFixtures.needsElicitation(NAME);
        }
        if (!call.inputResponses().containsKey(KEY)) {
            return new InputRequired(Map.of(KEY, form.request("What is your name?")), null);
        }
        if (!Pause.of(Duration.ofMillis(300), call.events())) {
            return ToolResult.error(NAME + " was cancelled");
        }
        return switch (TaskFixtures.read(call, KEY, form)) {
            case ElicitationAnswer.Accepted accepted ->
                ToolResult.of(Content.text("Hello, " + accepted.content().path("name").asText() + "! (from a task)"));
            case ElicitationAnswer other -> ToolResult.of(Content.text("No name to greet: the user chose "
                    + other.action() + "."));
        };
    }
}
