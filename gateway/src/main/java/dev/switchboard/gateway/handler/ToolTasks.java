package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.util.Map;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolExecution.TaskSupport;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.clientinput.InputRound;
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
import dev.switchboard.sessionstore.task.TaskCall;
import dev.switchboard.sessionstore.task.TaskRecord;

/**
 * Whether a {@code tools/call} runs as a durable task, and starting it. The eras decide differently:
 * <ul>
 * <li>2026-07-28 (the tasks extension): server-directed. When the request declares the extension and the tool
 * supports tasks, the service is called with the task allowed and decides ({@code resultType: "task"}); a tool that
 * requires tasks, called without the extension, is refused with -32021.</li>
 * <li>2025-11-25: requestor-driven. A call with {@code params.task} becomes a task at once (with the TTL asked for,
 * within the configured bounds); a tool that requires tasks, called without it, is -32601, and so is a task asked of a
 * tool that forbids them.</li>
 * </ul>
 */
@Singleton
class ToolTasks {

    private final TaskRunner runner;
    private final GatewayConfig config;

    ToolTasks(TaskRunner runner, GatewayConfig config) {
        this.runner = runner;
        this.config = config;
    }

    /** How this call relates to tasks, or the refusal of a call that must run as a task and cannot. */
    Mode mode(RequestContext request, CatalogTool tool) {
        TaskSupport support = tool.descriptor().taskSupport();
        if (request.era() == Era.STATELESS) {
            boolean declared = Extensions.declared(request.clientCapabilities(), Extensions.TASKS);
            if (!declared && support == TaskSupport.REQUIRED) {
                throw extensionMissing("Tool '" + tool.name() + "' runs only as a task");
            }
            return declared && support.allowsTasks() ? Mode.SERVICE_DECIDES : Mode.NONE;
        }
        boolean asked = request.params().get("task") instanceof ObjectNode
                && ProtocolVersions.hasTasks(request.protocolVersion()) && request.sessionId() != null;
        if (asked && !support.allowsTasks()) {
            throw new McpException(ErrorCodes.METHOD_NOT_FOUND, "Tool '" + tool.name()
                    + "' does not run as a task: call it without params.task");
        }
        if (!asked && support == TaskSupport.REQUIRED) {
            throw new McpException(ErrorCodes.METHOD_NOT_FOUND, "Tool '" + tool.name() + "' runs only as a task: "
                    + "call it with params.task (protocol 2025-11-25 or later)");
        }
        return asked ? Mode.CLIENT_ASKED : Mode.NONE;
    }

    /** -32021 naming the tasks extension, which a 2026-07-28 request must declare for {@code why}. */
    static McpException extensionMissing(String why) {
        ObjectNode data = JsonNodeFactory.instance.objectNode();
        data.set("requiredCapabilities", Extensions.required(Extensions.TASKS));
        return new McpException(ErrorCodes.MISSING_CLIENT_CAPABILITY, why + ": declare the " + Extensions.TASKS
                + " extension in the request's client capabilities", data, 400);
    }

    /** Records the task (durably) and starts its call with {@code input}; answers the era's task handle. */
    Outcome start(RequestContext request, CatalogTool tool, ObjectNode arguments, InputRound input) {
        TaskCall call = new TaskCall(tool.name(), arguments, request.clientCapabilities(), TaskCalls.eraOf(request),
                request.protocolVersion(), request.sessionId(), Boolean.TRUE.equals(tool.descriptor().idempotent()));
        Map<String, JsonNode> answers = input.inputResponses() == null ? Map.of() : input.inputResponses();
        TaskRecord task = runner.start(request.principal(), call, ttl(request), answers, input.requestState());
        return new Outcome.Result(request.era() == Era.STATELESS ? TaskViews.created(task)
                : TaskViews.sessionEraCreated(task));
    }

    /** The configured TTL; a 2025-11-25 client may ask for another within the configured bounds. */
    private Duration ttl(RequestContext request) {
        JsonNode asked = request.era() == Era.STATELESS ? null : request.params().path("task").get("ttl");
        if (asked == null || !asked.isNumber() || asked.asLong() <= 0) {
            return config.tasks().ttl();
        }
        long millis = Math.max(config.tasks().minTtl().toMillis(),
                Math.min(config.tasks().maxTtl().toMillis(), asked.asLong()));
        return Duration.ofMillis(millis);
    }

    /** How a call relates to tasks. */
    enum Mode {
        /** An ordinary call. */
        NONE,
        /** 2026-07-28: the service may answer that the call runs as a task. */
        SERVICE_DECIDES,
        /** 2025-11-25: the client asked for a task. */
        CLIENT_ASKED
    }
}
