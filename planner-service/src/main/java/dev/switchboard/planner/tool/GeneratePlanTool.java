package dev.switchboard.planner.tool;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.contract.state.InvalidStateException;
import dev.switchboard.planner.classify.Classification;
import dev.switchboard.planner.classify.TaskClassifier;
import dev.switchboard.planner.model.ModelPlanReader;
import dev.switchboard.planner.model.ModelPlanRequest;
import dev.switchboard.planner.model.ModelPlanVerdict;
import dev.switchboard.planner.model.ResumeStateCodec;
import dev.switchboard.planner.plan.ItemList;
import dev.switchboard.planner.plan.Plan;
import dev.switchboard.planner.plan.PlanRequest;
import dev.switchboard.planner.plan.PlanSchemas;
import dev.switchboard.planner.rules.RulePlanner;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * {@code generatePlan}. Without sampling it answers the rules plan at once. With sampling (first call) it answers
 * {@code input_required} with one {@code sampling/createMessage} request under the key {@code plan}; on the retry it
 * returns the model's plan if it passes every check, else the rules plan with a note saying why.
 */
@ApplicationScoped
public class GeneratePlanTool implements ServiceTool {

    static final String NAME = "generatePlan";
    static final String PLAN_INPUT = "plan";
    static final String INVALID_REQUEST_STATE = "invalid_request_state";

    private final ObjectMapper json;
    private final PlannerConfig config;
    private final TaskClassifier classifier;
    private final RulePlanner rules;
    private final ModelPlanRequest modelRequest;
    private final ModelPlanReader modelReader;
    private final ResumeStateCodec states;
    private final MeterRegistry metrics;
    private final ToolDescriptor descriptor;

    GeneratePlanTool(ObjectMapper json, PlannerConfig config, TaskClassifier classifier, RulePlanner rules,
            ModelPlanRequest modelRequest, ModelPlanReader modelReader, ResumeStateCodec states,
            MeterRegistry metrics) {
        this.json = json;
        this.config = config;
        this.classifier = classifier;
        this.rules = rules;
        this.modelRequest = modelRequest;
        this.modelReader = modelReader;
        this.states = states;
        this.metrics = metrics;
        this.descriptor = describe(json);
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    /**
     * A plan the client's model drafts (sampling) runs as a task when the client can take one: the model's answer may
     * take a while, and the client answers the sampling request with tasks/update instead of holding a request open.
     * The rules plan answers at once.
     */
    @Override
    public boolean runsAsTask(ToolCall call) {
        return config.sampling().enabled() && call.context().clientSupports("sampling");
    }

    @Override
    public ToolResult call(ToolCall call) {
        PlanRequest request = request(call.arguments());
        Classification classification = classifier.classify(request);
        CallContext context = call.context();
        boolean canSample = config.sampling().enabled() && context.clientSupports("sampling");
        if (!call.isRetry()) {
            return canSample ? askModel(request, classification, context, 1) : rulesPlan(request, classification);
        }
        int round = openState(call.requestState(), request, context);
        JsonNode answer = call.inputResponses().get(PLAN_INPUT);
        if (answer == null) {
            if (canSample && round < config.sampling().maxRounds()) {
                return askModel(request, classification, context, round + 1);
            }
            return fallback(request, classification, call, "the client retried " + round
                    + (round == 1 ? " time" : " times") + " without the model's answer to the sampling request");
        }
        return switch (modelReader.read(answer, request, classification)) {
            case ModelPlanVerdict.Accepted accepted -> complete(accepted.plan(), "model");
            case ModelPlanVerdict.Rejected rejected -> fallback(request, classification, call, rejected.reason());
        };
    }

    private ToolResult askModel(PlanRequest request, Classification classification, CallContext context, int round) {
        metrics.counter("planner.generate", "outcome", "sampling_requested").increment();
        InputRequest sampling = new InputRequest(InputRequest.SAMPLING,
                modelRequest.samplingParams(request, classification));
        return new InputRequired(Map.of(PLAN_INPUT, sampling),
                states.seal(request, context.tenant(), context.subject(), round));
    }

    private ToolResult rulesPlan(PlanRequest request, Classification classification) {
        return complete(rules.plan(request, classification), "rules");
    }

    private ToolResult fallback(PlanRequest request, Classification classification, ToolCall call, String reason) {
        String note = "The client's model was asked for a plan, but its answer was not used because " + reason
                + ". This plan comes from the service's rules.";
        call.events().log("warning", "planner", json.getNodeFactory().textNode(note));
        return complete(rules.plan(request, classification).withNote(note), "fallback");
    }

    private ToolResult complete(Plan plan, String outcome) {
        metrics.counter("planner.generate", "outcome", outcome).increment();
        return ToolResult.structured(json.valueToTree(plan));
    }

    private int openState(String requestState, PlanRequest request, CallContext context) {
        try {
            return states.open(requestState, request, context.tenant(), context.subject());
        } catch (InvalidStateException e) {
            ObjectNode data = json.createObjectNode().put("reason", INVALID_REQUEST_STATE).put("detail", e.reason());
            throw ContractException.invalidParams("generatePlan retry refused: its requestState is not valid ("
                    + e.reason() + "). Call generatePlan again without requestState and inputResponses to start "
                    + "over.", data);
        }
    }

    private static PlanRequest request(ObjectNode arguments) {
        try {
            return PlanRequest.of(arguments.path("task").asText(), items(arguments.get("requirements")),
                    items(arguments.get("constraints")));
        } catch (IllegalArgumentException e) {
            throw ContractException.invalidParams("Invalid arguments for tool '" + NAME + "': " + e.getMessage());
        }
    }

    private static List<String> items(JsonNode node) {
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (node.isTextual()) {
            return ItemList.parse(node.asText());
        }
        List<String> items = new ArrayList<>();
        node.forEach(item -> items.add(item.asText()));
        return items;
    }

    private static ToolDescriptor describe(ObjectMapper json) {
        ObjectNode schema = json.createObjectNode().put("$schema", PlanSchemas.DIALECT).put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("task").put("type", "string").put("minLength", 1)
                .put("maxLength", PlanRequest.MAX_TASK_CHARS).put("pattern", "\\S")
                .put("description", "The work to plan, in a sentence or a paragraph. English, Polish, Russian, "
                        + "Chinese and Japanese wording is recognised when classifying it.");
        list(properties.putObject("requirements"), PlanRequest.MAX_REQUIREMENTS,
                "What the result must do: a list, or one text with one requirement per line (or separated by "
                        + "commas). Each gets its own build and verification steps.");
        list(properties.putObject("constraints"), PlanRequest.MAX_CONSTRAINTS,
                "Limits the work must respect (compatibility, deadline, budget…): a list, or one text as for "
                        + "requirements. Each becomes a check in verification.");
        schema.putArray("required").add("task");

        ObjectNode annotations = json.createObjectNode()
                .put("title", "Generate a plan")
                .put("readOnlyHint", true)
                .put("destructiveHint", false)
                .put("idempotentHint", true)
                .put("openWorldHint", false);
        return ToolDescriptor.of(NAME, "Generate a plan",
                "Plans a software task as ordered steps with dependencies. Each step has id (1..n in execution "
                        + "order), action (camelCase verb phrase), description, dependsOn (ids of earlier steps), "
                        + "requirement (the input requirement it serves), deliverable and estimate (S/M/L). Every "
                        + "requirement gets a build and a verification step; constraints become verification "
                        + "checks. If the client supports sampling, its model is asked to draft the plan once and "
                        + "the service checks the draft, falling back to its own rules (source: rules) when the "
                        + "draft is invalid.",
                schema, PlanSchemas.output())
                .withAnnotations(annotations)
                .withMeta(McpApps.toolMeta(PlanView.URI))
                // Not cacheable: the answer depends on the client's sampling capability and its model.
                .withHints(0L, 10_000L, true)
                .withTaskSupport(ToolExecution.TaskSupport.OPTIONAL);
    }

    private static void list(ObjectNode property, int maxItems, String description) {
        property.putArray("type").add("array").add("string");
        property.put("maxItems", maxItems).put("maxLength", PlanRequest.MAX_ITEM_CHARS * maxItems);
        property.putObject("items").put("type", "string").put("maxLength", PlanRequest.MAX_ITEM_CHARS);
        property.put("description", description);
    }
}
