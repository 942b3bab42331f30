package dev.switchboard.planner.model;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSchemas;

/**
 * The {@code sampling/createMessage} params that ask the client's model for a plan: a system prompt demanding bare
 * JSON, and one user message with the task, its numbered requirements, its constraints, the planning rules the
 * service will check, and the JSON Schema of the answer.
 */
public final class ModelPlanRequest {

    static final String SYSTEM_PROMPT = "You are a meticulous software delivery planner. Answer with exactly one JSON "
            + "object that is valid against the JSON Schema the user gives: no prose, no Markdown, no comments.";

    private final ObjectMapper json;
    private final int maxTokens;
    private final String answerSchema;

    public ModelPlanRequest(ObjectMapper json, int maxTokens) {
        this.json = json;
        this.maxTokens = maxTokens;
        try {
            this.answerSchema = json.writerWithDefaultPrettyPrinter().writeValueAsString(PlanSchemas.modelAnswer());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write the plan schema", e);
        }
    }

    public ObjectNode samplingParams(PlanRequest request, Classification classification) {
        ObjectNode params = json.createObjectNode();
        ObjectNode message = params.putArray("messages").addObject().put("role", "user");
        message.putObject("content").put("type", "text").put("text", userMessage(request, classification));
        params.put("systemPrompt", SYSTEM_PROMPT);
        params.put("maxTokens", maxTokens);
        params.put("temperature", 0.2);
        params.putObject("modelPreferences")
                .put("intelligencePriority", 0.8)
                .put("speedPriority", 0.4)
                .put("costPriority", 0.3);
        return params;
    }

    private String userMessage(PlanRequest request, Classification classification) {
        StringBuilder text = new StringBuilder();
        text.append("Plan this software task as a dependency graph of concrete steps.\n\n");
        text.append("Task: ").append(request.task()).append("\n\n");
        text.append("Kind of work, as the planner classified it: ").append(classification.type().wireName())
                .append(" (put a better fitting value in \"taskType\" if you disagree).\n\n");
        List<String> requirements = request.requirements();
        if (requirements.isEmpty()) {
            text.append("Requirements: none given; plan the task as a whole.\n\n");
        } else {
            text.append("Requirements (every one must be served by at least one step whose \"requirement\" ")
                    .append("field repeats its text exactly):\n");
            for (int i = 0; i < requirements.size(); i++) {
                text.append(i + 1).append(". ").append(requirements.get(i)).append('\n');
            }
            text.append('\n');
        }
        if (!request.constraints().isEmpty()) {
            text.append("Constraints (add verification steps that check each one):\n");
            request.constraints().forEach(constraint -> text.append("- ").append(constraint).append('\n'));
            text.append('\n');
        }
        text.append("""
                Rules the plan is checked against:
                - Steps are in execution order with ids 1, 2, 3 … n.
                - "dependsOn" lists only ids of earlier steps.
                - "action" is a camelCase verb phrase such as analyzeProblem or implementSolution.
                - No two steps are the same.
                - Each requirement gets at least one build step and one verification step.
                - "estimate" is S (hours), M (a day or two) or L (several days).
                - Cover understanding, design, building, verification and release.

                Answer with one JSON object and nothing else, valid against this JSON Schema:
                """);
        text.append(answerSchema);
        return text.toString();
    }
}
