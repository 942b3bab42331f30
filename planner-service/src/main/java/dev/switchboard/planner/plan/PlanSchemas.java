package dev.switchboard.planner.plan;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * JSON Schemas (2020-12) of plans: the {@code outputSchema} of {@code generatePlan}, and the stricter shape the
 * client's model is asked to answer in. Both share one step schema, so a model plan that passes is a valid output.
 */
public final class PlanSchemas {

    public static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";
    public static final int MAX_MODEL_STEPS = 200;
    public static final int MAX_MODEL_NOTES = 10;

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private PlanSchemas() {
    }

    /** {@code structuredContent} of a {@code generatePlan} result. */
    public static ObjectNode output() {
        ObjectNode schema = JSON.objectNode().put("$schema", DIALECT).put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.set("plan", steps().put("description", "The steps in execution order"));
        properties.set("taskType", taskType());
        properties.putObject("notes").put("type", "array")
                .put("description", "How the plan was made and anything the reader should know")
                .putObject("items").put("type", "string");
        ObjectNode source = properties.putObject("source").put("description",
                "rules: built by the service's deterministic planner; model: drafted by the client's model and "
                        + "checked by the service");
        ArrayNode sources = source.putArray("enum");
        for (PlanSource value : PlanSource.values()) {
            sources.add(value.wireName());
        }
        schema.putArray("required").add("plan").add("taskType").add("notes").add("source");
        return schema;
    }

    /** The answer the client's model must give: a JSON object with the steps, nothing else. */
    public static ObjectNode modelAnswer() {
        ObjectNode schema = JSON.objectNode().put("$schema", DIALECT).put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        properties.set("plan", steps().put("minItems", 1).put("maxItems", MAX_MODEL_STEPS)
                .put("description", "The steps in execution order"));
        properties.set("taskType", taskType());
        properties.putObject("notes").put("type", "array").put("maxItems", MAX_MODEL_NOTES)
                .put("description", "Assumptions or risks worth telling the reader (optional)")
                .putObject("items").put("type", "string").put("maxLength", 500);
        schema.putArray("required").add("plan");
        return schema;
    }

    private static ObjectNode steps() {
        ObjectNode steps = JSON.objectNode().put("type", "array");
        ObjectNode step = steps.putObject("items").put("type", "object").put("additionalProperties", false);
        ObjectNode properties = step.putObject("properties");
        properties.putObject("id").put("type", "integer").put("minimum", 1)
                .put("description", "Position of the step: 1, 2, 3 … in execution order");
        properties.putObject("action").put("type", "string").put("pattern", PlanInvariants.ACTION_PATTERN)
                .put("maxLength", PlanInvariants.MAX_ACTION_CHARS)
                .put("description", "camelCase verb phrase naming the step, e.g. analyzeProblem, implementSolution");
        properties.putObject("description").put("type", "string").put("minLength", 1).put("maxLength", 2000)
                .put("description", "What to do, in one or two sentences");
        ObjectNode dependsOn = properties.putObject("dependsOn").put("type", "array").put("uniqueItems", true)
                .put("description", "Ids of earlier steps that must be finished first");
        dependsOn.putObject("items").put("type", "integer").put("minimum", 1);
        properties.putObject("requirement").put("type", "string").put("description",
                "The requirement this step serves, copied exactly from the input; omit for steps serving the "
                        + "task as a whole");
        properties.putObject("deliverable").put("type", "string").put("minLength", 1).put("maxLength", 1000)
                .put("description", "What exists when the step is done");
        ObjectNode estimate = properties.putObject("estimate")
                .put("description", "Relative size: S (hours), M (a day or two), L (several days)");
        ArrayNode sizes = estimate.putArray("enum");
        for (Estimate size : Estimate.values()) {
            sizes.add(size.name());
        }
        ObjectNode phase = properties.putObject("phase").put("description", "Which phase the step belongs to");
        ArrayNode phases = phase.putArray("enum");
        for (Phase value : Phase.values()) {
            phases.add(value.wireName());
        }
        step.putArray("required").add("id").add("action").add("description").add("dependsOn").add("deliverable")
                .add("estimate");
        return steps;
    }

    private static ObjectNode taskType() {
        ObjectNode taskType = JSON.objectNode().put("description", "The kind of work");
        ArrayNode types = taskType.putArray("enum");
        for (TaskType type : TaskType.values()) {
            types.add(type.wireName());
        }
        return taskType;
    }
}
