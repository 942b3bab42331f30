package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.clientinput.ClientInput;
import dev.switchboard.gateway.clientinput.InputStep;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.task.TaskRunner;
import dev.switchboard.gateway.task.TaskViews;
import dev.switchboard.gateway.task.TaskWatch;
import dev.switchboard.sessionstore.task.TaskRecord;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.sessionstore.task.Transition;

/**
 * 2025-11-25 {@code tasks/result}: blocks until the task finishes, then answers exactly what the call would have (its
 * result tied to the task, or its JSON-RPC error). While the task waits for input, its requests go to the client as
 * real server→client requests on this request's stream (tagged with the task), and the answers resume the task, on
 * this replica, wherever it ran before.
 */
@ApplicationScoped
class TaskResults {

    /** How long to wait for an announcement before reading the task again anyway. */
    private static final Duration RECHECK = Duration.ofSeconds(5);

    private final TaskStore store;
    private final TaskRunner runner;
    private final TaskWatch watch;
    private final ClientInput clientInput;
    private final GatewayConfig config;
    private final ObjectMapper json;

    TaskResults(TaskStore store, TaskRunner runner, TaskWatch watch, ClientInput clientInput, GatewayConfig config,
            ObjectMapper json) {
        this.store = store;
        this.runner = runner;
        this.watch = watch;
        this.clientInput = clientInput;
        this.config = config;
        this.json = json;
    }

    Outcome await(RequestContext request, TaskRecord first) {
        TaskRecord task = first;
        while (!request.channel().cancellation().isCancelled()) {
            switch (task.status()) {
                case COMPLETED -> {
                    return new Outcome.Result(TaskViews.sessionEraPayload(task));
                }
                case FAILED -> throw failure(task.error());
                case CANCELLED -> throw new McpException(ErrorCodes.INTERNAL_ERROR, "Task " + task.id()
                        + " was cancelled before it finished; it has no result");
                case INPUT_REQUIRED -> bringInput(request, task);
                case WORKING -> watch.awaitChange(task.id(), RECHECK, request.channel().cancellation());
            }
            String id = task.id();
            task = store.find(id, request.principal()).orElseThrow(() -> TasksHandler.notFound(id));
        }
        return new Outcome.Result(json.createObjectNode());
    }

    /** Asks the client for the task's outstanding input on this stream and hands the answers to the task. */
    private void bringInput(RequestContext request, TaskRecord task) {
        if (task.input().outstanding().isEmpty()) {
            watch.awaitChange(task.id(), RECHECK, request.channel().cancellation());
            return;
        }
        Map<String, InputRequest> requests = new LinkedHashMap<>();
        task.input().outstanding().properties().forEach(entry -> {
            InputRequest asked = json.convertValue(entry.getValue(), InputRequest.class);
            ObjectNode params = asked.params() instanceof ObjectNode given ? given.deepCopy()
                    : json.createObjectNode();
            ObjectNode meta = params.path("_meta").isObject() ? (ObjectNode) params.get("_meta")
                    : params.putObject("_meta");
            meta.putObject(MetaKeys.RELATED_TASK).put("taskId", task.id());
            requests.put(entry.getKey(), new InputRequest(asked.method(), params));
        });
        switch (clientInput.next(request, task.call().tool(), new InputRequired(requests, null))) {
            case InputStep.Retry retry -> {
                Transition answered = store.answer(task.id(), request.principal(), retry.round().inputResponses(),
                        runner.replicaId(), config.tasks().lease());
                if (answered.running()) {
                    runner.launch(task.id(), answered.attempt());
                }
            }
            case InputStep.Fail fail -> {
                if (!request.channel().cancellation().isCancelled()) {
                    throw new McpException(ErrorCodes.INTERNAL_ERROR, "Task " + task.id() + " needs the client's "
                            + "input, which could not be obtained: " + fail.reason()
                            + ". The task still waits for it: call tasks/result again, or tasks/cancel.");
                }
            }
            case InputStep.Answer answer -> throw new IllegalStateException(
                    "a session-era request was answered with input_required");
        }
    }

    private static McpException failure(JsonNode error) {
        JsonNode data = error == null ? null : error.get("data");
        return new McpException(error == null ? ErrorCodes.INTERNAL_ERROR
                : error.path("code").asInt(
                        ErrorCodes.INTERNAL_ERROR),
                error == null ? "The task failed"
                        : error.path("message").asText(
                                "The task failed"),
                data, 200);
    }
}
