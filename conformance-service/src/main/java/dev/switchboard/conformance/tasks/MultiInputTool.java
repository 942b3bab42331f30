package dev.switchboard.conformance.tasks;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.input.ClientCapability;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code multi_input}: a task that asks the user two things at once (keys {@code first} and {@code second}), so a
 * client may answer them one at a time, and completes with both answers.
 */
@ApplicationScoped
public class MultiInputTool implements ServiceTool {

    static final String NAME = "multi_input";
    static final List<String> KEYS = List.of("first", "second");

    private final Form form = TaskFixtures.form(NAME, Map.of("name", "string", "confirm", "boolean"), List.of());

    @Override
    public ToolDescriptor descriptor() {
        return TaskFixtures.taskTool(NAME, "Two questions at once",
                "Runs as a task that asks the user two questions in parallel (elicitation, keys first and second) "
                        + "and completes with both answers. Takes no arguments.",
                FixtureDescriptors.noArguments(), TaskSupport.OPTIONAL);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return TaskFixtures.needsElicitation(NAME);
        }
        Map<String, InputRequest> missing = new LinkedHashMap<>();
        for (String key : KEYS) {
            if (!call.inputResponses().containsKey(key)) {
                missing.put(key, form.request("Answer the " + key + " question: a name, and confirm it"));
            }
        }
        if (!missing.isEmpty()) {
            return new InputRequired(missing, null);
        }
        StringBuilder text = new StringBuilder("Both answers arrived:");
        for (String key : KEYS) {
            text.append(' ').append(key).append('=').append(switch (TaskFixtures.read(call, key, form)) {
                case ElicitationAnswer.Accepted accepted -> accepted.content().path("name").asText("(no name)");
                case ElicitationAnswer other -> "(" + other.action() + ")";
            });
        }
        return ToolResult.of(Content.text(text.toString()));
    }
}
