package dev.switchboard.conformance.tasks;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.conformance.fixture.InputFailures;
import dev.switchboard.conformance.input.ElicitationAnswer;
import dev.switchboard.conformance.input.Form;
import dev.switchboard.conformance.input.MalformedAnswerException;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ToolCall;

/** Descriptor parts of the fixtures the suite's {@code tasks-*} scenarios call. */
final class TaskFixtures {

    /** Long enough for the longest task the suite starts (a 60 s {@code slow_compute}) and a margin. */
    static final long TASK_TIMEOUT_MS = 10 * 60_000;

    private TaskFixtures() {
    }

    /** A fixture tool that may ({@code OPTIONAL}) or must ({@code REQUIRED}) run as a task. */
    static ToolDescriptor taskTool(String name, String title, String description, ObjectNode inputSchema,
            TaskSupport support) {
        ToolDescriptor tool = FixtureDescriptors.tool(name, title, description, inputSchema, null,
                FixtureDescriptors.Effect.READ_ONLY);
        return tool.withHints(0L, TASK_TIMEOUT_MS, true).withTaskSupport(support);
    }

    /** A form of {@code fields} (name → JSON type), none of them required. */
    static Form form(String name, Map<String, String> fields, List<String> required) {
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        fields.forEach((field, type) -> properties.putObject(field).put("type", type));
        if (!required.isEmpty()) {
            ArrayNode list = schema.putArray("required");
            required.forEach(list::add);
        }
        return new Form(name, schema);
    }

    /** A tool error saying the client cannot be asked, for a client without form elicitation. */
    static ToolResult needsElicitation(String tool) {
        return ToolResult.error(tool + " needs to ask the user (elicitation), but this client did not declare the "
                + "'elicitation' capability. Call it from a client that supports elicitation.");
    }

    /** The user's answer under {@code key}, or a 400 for one that is not an elicitation result fitting the form. */
    static ElicitationAnswer read(ToolCall call, String key, Form form) {
        try {
            return form.read(call.inputResponses().get(key));
        } catch (MalformedAnswerException e) {
            throw InputFailures.malformedAnswer(call.tool(), key, e);
        }
    }

    /** An object schema with one string property {@code field}, required or not. */
    static ObjectNode withString(ObjectNode schema, String field, String description, boolean required) {
        ((ObjectNode) schema.get("properties")).putObject(field).put("type", "string").put("description",
                description);
        if (required) {
            (schema.get("required") instanceof ArrayNode list ? list : schema.putArray("required")).add(field);
        }
        return schema;
    }
}
