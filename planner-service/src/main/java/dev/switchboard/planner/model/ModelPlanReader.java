package dev.switchboard.planner.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.plan.Estimate;
import dev.switchboard.planner.plan.Phase;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanInvariants;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSchemas;
import dev.switchboard.planner.plan.PlanSource;
import dev.switchboard.planner.plan.PlanStep;
import dev.switchboard.planner.plan.TaskType;

/**
 * Reads the client's {@code sampling/createMessage} result ({@code {role, content, model, stopReason}}) and decides
 * whether its plan can be returned: the text must hold one JSON object (bare, in a {@code ```json} fence, or with
 * prose around it), valid against {@link PlanSchemas#modelAnswer()}, and the plan must keep
 * {@link PlanInvariants}. Requirements the model quotes with other spacing or case are mapped back to the input's
 * text.
 */
public final class ModelPlanReader {

    static final int MAX_ANSWER_CHARS = 200_000;
    private static final int MAX_REASONS = 3;
    private static final Pattern FENCE = Pattern.compile("```[a-zA-Z]*\\s*\\n?(.*?)```", Pattern.DOTALL);

    private final ObjectMapper json;
    private final ArgumentSchema answerSchema;

    public ModelPlanReader(ObjectMapper json) {
        this.json = json;
        this.answerSchema = ArgumentSchema.compile("model plan answer", PlanSchemas.modelAnswer());
    }

    public ModelPlanVerdict read(JsonNode samplingResult, PlanRequest request, Classification classification) {
        if (samplingResult == null || !samplingResult.isObject() || !samplingResult.has("content")) {
            return rejected("the client's answer is not a sampling result ({role, content, model})");
        }
        String role = samplingResult.path("role").asText("assistant");
        if (!role.equals("assistant")) {
            return rejected("the sampled message has role '" + role + "', not 'assistant'");
        }
        if ("maxTokens".equals(samplingResult.path("stopReason").asText())) {
            return rejected("the model stopped at its token limit, so the plan is cut off");
        }
        String text = text(samplingResult.get("content"));
        if (text.isBlank()) {
            return rejected("the sampled message holds no text");
        }
        if (text.length() > MAX_ANSWER_CHARS) {
            return rejected("the answer is " + text.length() + " characters long, more than " + MAX_ANSWER_CHARS);
        }
        JsonNode answer;
        try {
            answer = json.readTree(jsonPart(text));
        } catch (JsonProcessingException e) {
            return rejected("the answer is not JSON (" + e.getOriginalMessage() + ")");
        }
        if (answer == null || answer.isMissingNode()) {
            return rejected("the answer holds no JSON");
        }
        List<Violation> violations = answerSchema.validate(answer);
        if (!violations.isEmpty()) {
            List<String> reasons = violations.stream()
                    .map(v -> (v.property().isEmpty() ? "the answer" : "'" + v.property() + "'") + " violates '"
                            + v.rule() + "' (" + v.message() + ")")
                    .toList();
            return rejected("it does not match the plan schema: " + summary(reasons));
        }
        List<PlanStep> steps = steps(answer.get("plan"), request.requirements());
        List<String> problems = PlanInvariants.problems(steps, request.requirements());
        if (!problems.isEmpty()) {
            return rejected("the plan breaks the planning rules: " + summary(problems));
        }
        return new ModelPlanVerdict.Accepted(plan(steps, answer, samplingResult, classification));
    }

    /** The JSON inside a Markdown fence if there is one, else from the first '{' to the last '}'. */
    static String jsonPart(String text) {
        Matcher fence = FENCE.matcher(text);
        if (fence.find()) {
            return fence.group(1).strip();
        }
        int open = text.indexOf('{');
        int close = text.lastIndexOf('}');
        return open >= 0 && close > open ? text.substring(open, close + 1) : text.strip();
    }

    private static String text(JsonNode content) {
        StringBuilder text = new StringBuilder();
        if (content.isArray()) {
            content.forEach(block -> appendText(block, text));
        } else {
            appendText(content, text);
        }
        return text.toString();
    }

    private static void appendText(JsonNode block, StringBuilder text) {
        if ("text".equals(block.path("type").asText()) && block.path("text").isTextual()) {
            text.append(block.get("text").asText());
        }
    }

    private static List<PlanStep> steps(JsonNode plan, List<String> requirements) {
        Map<String, String> canonical = new HashMap<>();
        requirements.forEach(requirement -> canonical.put(PlanRequest.sameness(requirement), requirement));
        List<PlanStep> steps = new ArrayList<>();
        for (JsonNode step : plan) {
            List<Integer> dependsOn = new ArrayList<>();
            step.path("dependsOn").forEach(id -> dependsOn.add(id.asInt()));
            String requirement = null;
            if (step.hasNonNull("requirement")) {
                String quoted = step.get("requirement").asText();
                requirement = canonical.getOrDefault(PlanRequest.sameness(quoted), quoted);
            }
            steps.add(new PlanStep(step.get("id").asInt(), step.get("action").asText(),
                    step.get("description").asText(), dependsOn, requirement, step.get("deliverable").asText(),
                    Estimate.valueOf(step.get("estimate").asText()),
                    Phase.from(step.path("phase").asText()).orElse(null)));
        }
        return steps;
    }

    private static Plan plan(List<PlanStep> steps, JsonNode answer, JsonNode samplingResult,
            Classification classification) {
        TaskType type = TaskType.from(answer.path("taskType").asText()).orElse(classification.type());
        String model = samplingResult.path("model").asText("").strip();
        List<String> notes = new ArrayList<>();
        notes.add("Drafted by the client's model" + (model.isEmpty() ? "" : " (" + shorten(model) + ")")
                + " and checked by the service: ids 1.." + steps.size()
                + " in order, dependencies only on earlier steps, every requirement served.");
        if (type != classification.type()) {
            notes.add("The service's rules classified the task as " + classification.type().wireName()
                    + "; the model chose " + type.wireName() + ".");
        }
        answer.path("notes").forEach(note -> notes.add("Model: " + note.asText()));
        return new Plan(steps, type, notes, PlanSource.MODEL);
    }

    private static String summary(List<String> reasons) {
        String shown = String.join("; ", reasons.subList(0, Math.min(MAX_REASONS, reasons.size())));
        return reasons.size() > MAX_REASONS ? shown + " (and " + (reasons.size() - MAX_REASONS) + " more)" : shown;
    }

    private static String shorten(String model) {
        return model.length() <= 100 ? model : model.substring(0, 100) + "…";
    }

    private static ModelPlanVerdict rejected(String reason) {
        return new ModelPlanVerdict.Rejected(reason);
    }
}
