package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.InvalidSchemaException;
import dev.switchboard.contract.schema.Violation;

/**
 * Each tool: its schemas are JSON Schema the gateway can use, a call with schema-valid arguments is answered as the
 * contract says (through every round of input it asks for), arguments that break the schema are refused, and a call
 * that wants events is answered with JSON or a well-formed stream.
 */
final class ToolChecks {

    static final String TOOLS = "/internal/v1/tools/{name}";
    /** The gateway's default limit of input rounds per request ({@code gateway.input.max-rounds}). */
    private static final int MAX_ROUNDS = 8;

    private final ServiceUnderCheck service;
    private final Report report;
    private final MetaSchemas metaSchemas = new MetaSchemas();
    /** A tool whose sample call completed, with its arguments: the auth checks call it. */
    private Optional<Map.Entry<String, ObjectNode>> callable = Optional.empty();

    ToolChecks(ServiceUnderCheck service, Report report) {
        this.service = service;
        this.report = report;
    }

    Optional<Map.Entry<String, ObjectNode>> callableTool() {
        return callable;
    }

    void run() throws InterruptedException {
        for (ToolDescriptor tool : service.manifest.tools()) {
            String check = "tools." + tool.name();
            Optional<ArgumentSchema> schema = schemas(check, tool);
            if (schema.isEmpty()) {
                continue;
            }
            if (service.options.skippedTools().contains(tool.name())) {
                report.warn(check + ".call", "not called (--skip-tool)");
                continue;
            }
            try {
                ObjectNode arguments = arguments(check, tool, schema.get());
                if (arguments != null && call(check, tool, arguments)) {
                    if (callable.isEmpty()) {
                        callable = Optional.of(Map.entry(tool.name(), arguments));
                    }
                    stream(check, tool, arguments);
                    invalidArguments(check, tool, arguments);
                }
            } catch (IOException e) {
                report.fail(check, "the connection broke during a call: " + e);
            }
        }
    }

    private Optional<ArgumentSchema> schemas(String check, ToolDescriptor tool) {
        List<String> problems = metaSchemas.problems(tool.inputSchema());
        if (tool.outputSchema() != null) {
            metaSchemas.problems(tool.outputSchema()).forEach(problem -> problems.add("outputSchema: " + problem));
        }
        ArgumentSchema compiled = null;
        try {
            compiled = ArgumentSchema.compile("tool " + tool.name(), tool.inputSchema());
        } catch (InvalidSchemaException e) {
            problems.add(e.getMessage());
        }
        if (!problems.isEmpty()) {
            problems.forEach(problem -> report.fail(check + ".schema", "not valid JSON Schema, so the gateway leaves "
                    + "the tool out of its catalogue: " + problem));
            return Optional.empty();
        }
        report.pass(check + ".schema", "inputSchema" + (tool.outputSchema() == null ? "" : " and outputSchema")
                + " valid JSON Schema 2020-12");
        return Optional.of(compiled);
    }

    private ObjectNode arguments(String check, ToolDescriptor tool, ArgumentSchema schema) {
        ObjectNode given = service.options.arguments().get(tool.name());
        ObjectNode arguments = given != null ? given : SampleArguments.of(tool.inputSchema());
        List<Violation> violations = schema.validate(arguments);
        if (violations.isEmpty()) {
            return arguments;
        }
        Violation first = violations.get(0);
        report.warn(check + ".call", (given != null ? "the --arguments given break"
                : "could not make arguments that "
                        + "pass")
                + " the input schema ('" + first.property() + "' " + first.message() + "); give valid ones "
                + "with --arguments " + tool.name() + "='{…}'");
        return null;
    }

    /** Calls the tool as the gateway does, answering each round of input; true when it completed. */
    private boolean call(String check, ToolDescriptor tool, ObjectNode arguments)
            throws IOException, InterruptedException {
        String path = InternalPaths.TOOLS + tool.name();
        ObjectNode body = ServiceUnderCheck.JSON.createObjectNode().set("arguments", arguments);
        for (int round = 0; round <= MAX_ROUNDS; round++) {
            body.set("context", service.context());
            HttpResponse<byte[]> answer = service.call(path, body);
            List<String> problems = service.contract.checkResponse("POST", TOOLS, answer);
            if (!problems.isEmpty()) {
                problems.forEach(problem -> report.fail(check + ".call", problem));
                return false;
            }
            if (answer.statusCode() >= 500) {
                report.fail(check + ".call", "schema-valid arguments " + arguments + " were answered HTTP "
                        + answer.statusCode() + ": " + ServiceUnderCheck.text(answer));
                return false;
            }
            if (answer.statusCode() != 200) {
                report.warn(check + ".call", "schema-valid arguments " + arguments + " were refused with HTTP "
                        + answer.statusCode() + ": " + ServiceUnderCheck.text(answer) + "; if they are wrong for the "
                        + "tool, give others with --arguments " + tool.name() + "='{…}'");
                return false;
            }
            JsonNode result = ServiceUnderCheck.JSON.readTree(answer.body());
            switch (result.path("resultType").asText()) {
                case "complete" -> {
                    report.pass(check + ".call", "answered " + (result.path("isError").asBoolean(false)
                            ? "a complete result with isError (a failure the model reads)"
                            : "a complete result") + (round == 0 ? "" : " after " + round + " round(s) of input"));
                    return true;
                }
                case "task" -> {
                    report.fail(check + ".call", "answered resultType 'task' although context.taskAllowed was not "
                            + "set: the gateway fails such a call; answer 'task' only when taskAllowed is true");
                    return false;
                }
                default -> {
                    body.set("inputResponses", answers(result.path("inputRequests")));
                    if (result.path("requestState").isTextual()) {
                        body.put("requestState", result.get("requestState").asText());
                    } else {
                        body.remove("requestState");
                    }
                }
            }
        }
        report.fail(check + ".call", "still asked for input after " + MAX_ROUNDS + " rounds (declining every "
                + "elicitation): the gateway gives up at that point");
        return false;
    }

    /** Answers as a client would that declines every question, has no roots and samples one sentence. */
    private static ObjectNode answers(JsonNode requests) {
        ObjectNode answers = ServiceUnderCheck.JSON.createObjectNode();
        requests.properties().forEach(request -> {
            ObjectNode answer = answers.putObject(request.getKey());
            switch (request.getValue().path("method").asText()) {
                case InputRequest.ELICITATION -> answer.put("action", "decline");
                case InputRequest.ROOTS -> answer.putArray("roots");
                default -> {
                    answer.put("role", "assistant").put("model", "contract-check").put("stopReason", "endTurn");
                    answer.putObject("content").put("type", "text").put("text", "A sample answer from contract-check.");
                }
            }
        });
        return answers;
    }

    /** Arguments its schema refuses: a required property missing, or the first property of the wrong type. */
    private void invalidArguments(String check, ToolDescriptor tool, ObjectNode valid)
            throws IOException, InterruptedException {
        ObjectNode broken = valid.deepCopy();
        JsonNode required = tool.inputSchema().path("required");
        if (required.isArray() && !required.isEmpty()) {
            broken.remove(required.get(0).asText());
        } else if (tool.inputSchema().path("additionalProperties").isBoolean()
                && !tool.inputSchema().get("additionalProperties").asBoolean()) {
            broken.put("contract-check-unknown-argument", true);
        } else {
            return;
        }
        ObjectNode body = ServiceUnderCheck.JSON.createObjectNode().set("arguments", broken);
        body.set("context", service.context());
        HttpResponse<byte[]> answer = service.call(InternalPaths.TOOLS + tool.name(), body);
        if (answer.statusCode() == 200) {
            report.warn(check + ".invalid-arguments", "arguments that break the input schema (" + broken + ") were "
                    + "answered 200; refuse them with 400 and a ContractError {code: -32602} naming the property");
            return;
        }
        report.expect(check + ".invalid-arguments", service.contract.checkResponse("POST", TOOLS, answer),
                "arguments breaking the schema refused with " + answer.statusCode() + " and a ContractError");
    }

    /** The same call asking for events, as the gateway asks when its client wants progress and logs. */
    private void stream(String check, ToolDescriptor tool, ObjectNode arguments)
            throws IOException, InterruptedException {
        ObjectNode body = ServiceUnderCheck.JSON.createObjectNode().set("arguments", arguments);
        body.set("context", service.context().put("progress", true).put("logLevel", "debug"));
        for (String accept : List.of(StreamEvents.ACCEPT_EITHER, "text/event-stream")) {
            HttpResponse<byte[]> answer = service.post(InternalPaths.TOOLS + tool.name(), accept,
                    service.authorization(), service.revision, body.toString());
            String type = answer.headers().firstValue("Content-Type").orElse("");
            List<String> problems = service.contract.checkResponse("POST", TOOLS, answer);
            String named = check + (accept.equals(StreamEvents.ACCEPT_EITHER) ? ".stream-or-json" : ".stream");
            if (!problems.isEmpty() || answer.statusCode() != 200) {
                problems.forEach(problem -> report.fail(named, problem));
                if (answer.statusCode() != 200) {
                    report.fail(named, "Accept: " + accept + ": answered HTTP " + answer.statusCode()
                            + " where the JSON call succeeded");
                }
            } else if (type.startsWith("text/event-stream")) {
                report.pass(named, "Accept: " + accept + ": a well-formed stream ending in its result");
            } else if (accept.equals(StreamEvents.ACCEPT_EITHER)) {
                report.pass(named, "Accept: " + accept + ": plain JSON (allowed: no event came before the result)");
            } else {
                report.warn(named, "Accept: " + accept + ": answered " + type + " where the contract answers a "
                        + "stream; the gateway is not affected (it always accepts JSON too)");
            }
        }
    }
}
