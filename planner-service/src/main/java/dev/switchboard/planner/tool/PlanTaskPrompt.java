package dev.switchboard.planner.tool;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;
import dev.switchboard.planner.plan.ItemList;
import dev.switchboard.planner.plan.PlanRequest;

/**
 * {@code plan_task}: a ready-made user message asking the client's model to plan a task with {@code generatePlan},
 * with the tool's arguments already written out, and to present and review the result.
 */
@ApplicationScoped
public class PlanTaskPrompt implements ServicePrompt {

    static final String NAME = "plan_task";

    private final ObjectMapper json;

    PlanTaskPrompt(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public PromptDescriptor descriptor() {
        return new PromptDescriptor(NAME, "Plan a task",
                "Asks the model to plan a software task with the generatePlan tool and to present the steps, their "
                        + "dependencies and which requirement each one serves.",
                List.of(new PromptArgument("task", "Task", "The work to plan", true),
                        new PromptArgument("requirements", "Requirements",
                                "What the result must do: one per line, or separated by commas", false)),
                null, null, null);
    }

    @Override
    public PromptResult get(PromptCall call) {
        PlanRequest request;
        try {
            request = PlanRequest.of(call.arguments().get("task"),
                    ItemList.parse(call.arguments().get("requirements")), List.of());
        } catch (IllegalArgumentException e) {
            throw ContractException.invalidParams("Invalid arguments for prompt '" + NAME + "': " + e.getMessage());
        }
        ObjectNode arguments = json.createObjectNode().put("task", request.task());
        if (!request.requirements().isEmpty()) {
            request.requirements().forEach(arguments.putArray("requirements")::add);
        }
        StringBuilder text = new StringBuilder("Please plan this task with the generatePlan tool.\n\nTask: ")
                .append(request.task()).append('\n');
        if (!request.requirements().isEmpty()) {
            text.append("\nRequirements:\n");
            request.requirements().forEach(requirement -> text.append("- ").append(requirement).append('\n'));
        }
        text.append("\nCall generatePlan with these arguments:\n").append(arguments).append("\n\n")
                .append("""
                        Then present the plan as a numbered list in step order. For each step show its action, \
                        what to do, the deliverable, the estimate (S/M/L), the steps it depends on and the \
                        requirement it serves. Finish by pointing out steps that can run in parallel and anything \
                        the requirements leave open.""");
        return PromptResult.of("Plan the task with generatePlan", PromptMessage.user(Content.text(text.toString())));
    }
}
