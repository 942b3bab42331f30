package dev.switchboard.conformance.tasks;

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
 * {@code confirm_delete}: a task that stops to ask the user to confirm (one {@code elicitation/create} under the key
 * {@code confirm}) and completes with the answer. Nothing is deleted: it is a fixture.
 */
@ApplicationScoped
public class ConfirmDeleteTool implements ServiceTool {

    static final String NAME = "confirm_delete";
    static final String KEY = "confirm";

    private final Form form = TaskFixtures.form(NAME, Map.of("confirm", "boolean"), List.of("confirm"));

    @Override
    public ToolDescriptor descriptor() {
        return TaskFixtures.taskTool(NAME, "Confirm a deletion",
                "Runs as a task that asks the user to confirm deleting the file (elicitation, key confirm) and "
                        + "completes with the answer. Deletes nothing.",
                TaskFixtures.withString(FixtureDescriptors.objectSchema(), "filename", "The file to delete", true),
                TaskSupport.OPTIONAL);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!ClientCapability.ELICITATION_FORM.declaredBy(call.context())) {
            return TaskFixtures.needsElicitation(NAME);
        }
        String file = call.arguments().path("filename").asText();
        if (!call.inputResponses().containsKey(KEY)) {
            return new InputRequired(Map.of(KEY, form.request("Delete " + file + "?")), null);
        }
        return switch (TaskFixtures.read(call, KEY, form)) {
            case ElicitationAnswer.Accepted accepted when accepted.content().path("confirm").asBoolean(false) ->
                ToolResult.of(Content.text("Deleted " + file + " (confirmed by the user)"));
            case ElicitationAnswer answer -> ToolResult.of(Content.text("Kept " + file + ": the user chose "
                    + answer.action() + (answer instanceof ElicitationAnswer.Accepted ? " without confirming" : "")));
        };
    }
}
