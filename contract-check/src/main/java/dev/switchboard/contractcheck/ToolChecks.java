package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ContractError;
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
            } catch (HttpTimeoutException e) {
                report.fail(check, "no answer within " + ServiceUnderCheck.timeoutOf(tool).toSeconds() + " s, the tool's "
                        + "timeout (timeoutMs, 30 s when absent), after which the gateway gives up on a call");
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
        for (int round = 0; round <= InputRounds.MAX_ROUNDS; round++) {
            body.set("context", service.context());
            HttpResponse<byte[]> answer = service.call(path, body, ServiceUnderCheck.timeoutOf(tool));
            if (answer.statusCode() == 421 && round == 0 && movedOn()) {
                if (!listed(tool)) {
                    report.warn(check + ".call", "not called: the tool left the manifest during the check (a call of "
                            + "another tool changed it), and the service rightly answered 421 for it");
                    return false;
                }
                answer = service.call(path, body, ServiceUnderCheck.timeoutOf(tool));
            }
            if (answer.statusCode() == 421) {
                report.fail(check + ".call", "answered 421 under the service's own revision " + service.revision
                        + " for a tool it lists: the gateway retries 421 on another instance, in vain; only a tool "
                        + "the service lacks may be another release's");
                return false;
            }
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
            JsonNode refusal = answer.statusCode() == 400 ? ServiceUnderCheck.JSON.readTree(answer.body())
                    : ServiceUnderCheck.JSON.missingNode();
            if (refusal.path("code").isInt() && refusal.get("code").asInt() != ContractError.INVALID_PARAMS) {
                report.pass(check + ".call", "ended in JSON-RPC error " + refusal.get("code").asInt() + " ('"
                        + refusal.path("message").asText() + "'), which the gateway hands on to the client as the "
                        + "call's error");
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
                default -> InputRounds.answer(body, result);
            }
        }
        report.fail(check + ".call", "still asked for input after " + InputRounds.MAX_ROUNDS + " rounds (declining every "
                + "elicitation): the gateway gives up at that point");
        return false;
    }

    /** After a 421: whether the manifest moved on to another revision since the checker read it (it is read again). */
    private boolean movedOn() throws InterruptedException {
        String before = service.revision;
        service.reReadManifest();
        return !service.revision.equals(before);
    }

    private boolean listed(ToolDescriptor tool) {
        return service.manifest.tools().stream().anyMatch(listed -> listed.name().equals(tool.name()));
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
        HttpResponse<byte[]> answer = service.call(InternalPaths.TOOLS + tool.name(), body, ServiceUnderCheck.timeoutOf(tool));
        if (answer.statusCode() == 200) {
            report.warn(check + ".invalid-arguments", "arguments that break the input schema (" + broken + ") were "
                    + "answered 200; refuse them with 400 and a ContractError {code: -32602} naming the property");
            return;
        }
        report.expect(check + ".invalid-arguments", service.contract.checkResponse("POST", TOOLS, answer),
                "arguments breaking the schema refused with " + answer.statusCode() + " and a ContractError");
    }

    /**
     * The same call asking for events, as the gateway asks when its client wants progress and logs, through every round
     * of input it asks for.
     */
    private void stream(String check, ToolDescriptor tool, ObjectNode arguments)
            throws IOException, InterruptedException {
        for (String accept : List.of(StreamEvents.ACCEPT_EITHER, "text/event-stream")) {
            stream(check + (accept.equals(StreamEvents.ACCEPT_EITHER) ? ".stream-or-json" : ".stream"), accept, tool,
                    arguments);
        }
    }

    private void stream(String named, String accept, ToolDescriptor tool, ObjectNode arguments)
            throws IOException, InterruptedException {
        ObjectNode body = ServiceUnderCheck.JSON.createObjectNode().set("arguments", arguments);
        boolean streamed = false;
        for (int round = 0; round <= InputRounds.MAX_ROUNDS; round++) {
            body.set("context", service.context().put("progress", true).put("logLevel", "debug"));
            HttpResponse<byte[]> answer = service.post(InternalPaths.TOOLS + tool.name(), accept,
                    service.authorization(), service.revision, body.toString(), ServiceUnderCheck.timeoutOf(tool));
            List<String> problems = service.contract.checkResponse("POST", TOOLS, answer);
            if (!problems.isEmpty() || answer.statusCode() != 200) {
                problems.forEach(problem -> report.fail(named, problem));
                if (answer.statusCode() != 200) {
                    report.fail(named, "Accept: " + accept + ": answered HTTP " + answer.statusCode()
                            + " where the JSON call succeeded");
                }
                return;
            }
            streamed |= answer.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream");
            JsonNode ending = InputRounds.ending(answer);
            if (InputRounds.needsInput(ending)) {
                InputRounds.answer(body, ending);
                continue;
            }
            String rounds = round == 0 ? "" : " after " + round + " round(s) of input";
            if (streamed) {
                report.pass(named, "Accept: " + accept + ": a well-formed stream ending in its result" + rounds);
            } else if (accept.equals(StreamEvents.ACCEPT_EITHER)) {
                report.pass(named, "Accept: " + accept + ": plain JSON (allowed: no event came before the result)"
                        + rounds);
            } else {
                report.warn(named, "Accept: " + accept + ": answered JSON where the contract answers a stream; the "
                        + "gateway is not affected (it always accepts JSON too)");
            }
            return;
        }
        report.fail(named, "Accept: " + accept + ": still asked for input after " + InputRounds.MAX_ROUNDS
                + " rounds: the gateway gives up at that point");
    }
}
