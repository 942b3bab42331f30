package dev.switchboard.gateway.handler;

import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.Extensions;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.task.TaskRunner;
import dev.switchboard.gateway.task.TaskViews;
import dev.switchboard.sessionstore.task.TaskRecord;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.sessionstore.task.Transition;

/**
 * {@code tasks/*}: reading, answering and cancelling durable tasks, for the caller that created them only (another
 * caller's task, an expired one and an unknown id all answer -32602 alike). 2026-07-28 (the extension) has
 * {@code tasks/get}, {@code tasks/update} and {@code tasks/cancel}, and needs the extension declared on each request
 * (-32021); 2025-11-25 has {@code tasks/get}, {@code tasks/result} ({@link TaskResults}), {@code tasks/list} and
 * {@code tasks/cancel}.
 */
@ApplicationScoped
public class TasksHandler {

    private final TaskStore store;
    private final TaskRunner runner;
    private final TaskResults results;
    private final GatewayConfig config;
    private final ObjectMapper json;

    TasksHandler(TaskStore store, TaskRunner runner, TaskResults results, GatewayConfig config, ObjectMapper json) {
        this.store = store;
        this.runner = runner;
        this.results = results;
        this.config = config;
        this.json = json;
    }

    public Outcome get(RequestContext request) {
        TaskRecord task = find(request);
        return new Outcome.Result(request.era() == Era.STATELESS ? TaskViews.detailed(task) : TaskViews.sessionEra(task));
    }

    /**
     * Answers to a task's outstanding input requests (2026-07-28). Answers under keys that are not outstanding are
     * ignored, as the extension says; the last outstanding answer resumes the task on this replica.
     */
    public Outcome update(RequestContext request) {
        String id = taskId(request);
        JsonNode responses = request.params().get("inputResponses");
        if (!(responses instanceof ObjectNode given)) {
            throw McpException.invalidParams("params.inputResponses is required: an object of answers keyed like the "
                    + "task's inputRequests");
        }
        Map<String, JsonNode> answers = new LinkedHashMap<>();
        given.properties().forEach(entry -> {
            if (!entry.getValue().isObject()) {
                throw McpException.invalidParams("params.inputResponses." + entry.getKey()
                        + " must be an object (the result of the input request it answers)");
            }
            answers.put(entry.getKey(), entry.getValue());
        });
        Transition answered = store.answer(id, request.principal(), answers, runner.replicaId(),
                config.tasks().lease());
        if (answered.gone()) {
            throw notFound(id);
        }
        if (answered.running()) {
            runner.launch(id, answered.attempt());
        }
        return new Outcome.Result(json.createObjectNode());
    }

    /**
     * Cancels a task that has not finished, wherever its call runs. 2026-07-28 acknowledges with an empty result,
     * finished tasks included; 2025-11-25 answers the cancelled task, and -32602 for a finished one.
     */
    public Outcome cancel(RequestContext request) {
        String id = taskId(request);
        Transition cancelled = store.cancel(id, request.principal(), "Cancelled at the client's request");
        if (cancelled.gone()) {
            throw notFound(id);
        }
        if (request.era() == Era.STATELESS) {
            return new Outcome.Result(json.createObjectNode());
        }
        if (!cancelled.changed()) {
            throw McpException.invalidParams("Task " + id + " is already " + cancelled.status().wireName()
                    + " and cannot be cancelled");
        }
        return new Outcome.Result(TaskViews.sessionEra(find(request)));
    }

    /** 2025-11-25: waits for the task to finish (bringing the client its input requests meanwhile), then its result. */
    public Outcome result(RequestContext request) {
        return results.await(request, find(request));
    }

    /** 2025-11-25: the caller's tasks, oldest first, a page at a time. */
    public Outcome list(RequestContext request) {
        requireTasks(request);
        TaskStore.Page page = store.list(request.principal(), Pages.offset(Pages.cursor(request.params())),
                config.pageSize());
        ObjectNode result = json.createObjectNode();
        ArrayNode tasks = result.putArray("tasks");
        page.tasks().forEach(task -> tasks.add(TaskViews.sessionEra(task)));
        if (page.nextOffset() >= 0) {
            result.put("nextCursor", Pages.encode(page.nextOffset()));
        }
        return new Outcome.Result(result);
    }

    private TaskRecord find(RequestContext request) {
        String id = taskId(request);
        return store.find(id, request.principal()).orElseThrow(() -> notFound(id));
    }

    private static String taskId(RequestContext request) {
        requireTasks(request);
        return Params.requiredText(request.params(), "taskId");
    }

    /** The extension declared on this request (2026-07-28), or a session of a revision that has tasks. */
    private static void requireTasks(RequestContext request) {
        if (request.era() == Era.STATELESS) {
            if (!Extensions.declared(request.clientCapabilities(), Extensions.TASKS)) {
                throw ToolTasks.extensionMissing(request.method().wireName() + " is part of the tasks extension");
            }
        } else if (!ProtocolVersions.hasTasks(request.protocolVersion())) {
            throw new McpException(ErrorCodes.METHOD_NOT_FOUND, "Method not found: " + request.method().wireName()
                    + " (tasks need protocol 2025-11-25 or later; this session negotiated "
                    + request.protocolVersion() + ")");
        }
    }

    static McpException notFound(String id) {
        return McpException.invalidParams("Failed to retrieve task: task " + id
                + " not found (it never existed, has expired, or belongs to another caller)");
    }
}
