package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.clientinput.InputRound;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.InputMode;
import dev.switchboard.gateway.request.RequestChannel;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.task.RoundEnd;
import dev.switchboard.gateway.task.TaskRound;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantView;
import dev.switchboard.sessionstore.task.TaskRecord;

/**
 * A round of a task's tool call, as the task's worker runs it: the tool looked up again in its tenant's current view
 * of the catalogue (a tool since hidden or removed fails the task like an unknown tool), then forwarded like any call,
 * marked as running in the task, with client input handed to the task instead of asked for.
 */
@ApplicationScoped
class TaskCalls implements TaskRound {

    private static final String STATELESS = "modern";

    private final ServiceCall calls;
    private final ToolCatalog catalog;
    private final TenantDirectory tenants;
    private final GatewayConfig config;
    private final ObjectMapper json;

    TaskCalls(ServiceCall calls, ToolCatalog catalog, TenantDirectory tenants, GatewayConfig config,
            ObjectMapper json) {
        this.calls = calls;
        this.catalog = catalog;
        this.tenants = tenants;
        this.config = config;
        this.json = json;
    }

    /** How a task records the era it was created in. */
    static String eraOf(RequestContext request) {
        return request.era() == Era.STATELESS ? STATELESS : "session";
    }

    @Override
    public RoundEnd run(TaskRecord task, Map<String, JsonNode> answers, String state, Cancellation cancellation,
            Duration timeLeft) {
        String name = task.call().tool();
        if (task.attempt() > config.input().maxRounds() + config.tasks().maxAttempts()) {
            return new RoundEnd.Completed(failure(name, "it still needed client input after "
                    + config.input().maxRounds() + " rounds"));
        }
        Optional<CatalogTool> found = TenantView.of(catalog.snapshot(), task.owner().tenant(),
                tenants.find(task.owner().tenant()))
                .tool(name);
        if (found.isEmpty()) {
            return new RoundEnd.Failed(JsonRpc.errorObject(McpException.invalidParams("Unknown tool: " + name
                    + " (it is no longer offered to this tenant, so the task cannot go on)")));
        }
        CatalogTool tool = found.get();
        RequestContext request = context(task, cancellation);
        CallContext context = new CallContext(task.id(), task.owner().tenant(), task.owner().subject(),
                task.call().clientCapabilities(), false, null, task.call().session()).forTask(false, task.id());
        Duration timeout = Duration.ofMillis(Math.min(tool.descriptor().effectiveTimeoutMs(), timeLeft.toMillis()));
        JsonNode arguments = task.call().arguments();
        try {
            ServiceReply reply = Stages.join(calls.forward(request, new ServiceCall.Route(tool.service(),
                    InternalPaths.TOOLS + name, name,
                    input -> new ToolCallRequest((ObjectNode) arguments, context, input.inputResponses(),
                            input.requestState()),
                    timeout, reason -> failure(name, reason)), new InputRound(answers, state)));
            if (cancellation.isCancelled()) {
                return new RoundEnd.Abandoned();
            }
            return switch (reply) {
                case ServiceReply.Completed completed -> new RoundEnd.Completed(completed.json());
                case ServiceReply.NeedsInput needsInput -> new RoundEnd.NeedsInput(
                        json.valueToTree(needsInput.request().inputRequests()), needsInput.request().requestState());
                case ServiceReply.RunAsTask ignored -> throw new IllegalStateException(
                        "a task's call, which may not become a task, ended as one");
            };
        } catch (McpException e) {
            return cancellation.isCancelled() ? new RoundEnd.Abandoned()
                    : new RoundEnd.Failed(JsonRpc.errorObject(e));
        }
    }

    /** The request the worker acts as: the task's owner and era, no stream, input handed to the task. */
    private static RequestContext context(TaskRecord task, Cancellation cancellation) {
        Era era = STATELESS.equals(task.call().era()) ? Era.STATELESS : Era.SESSION;
        ObjectNode params = JsonNodeFactory.instance.objectNode().put("name", task.call().tool());
        params.set("arguments", task.call().arguments());
        Identity owner = new Identity(task.owner(), Set.of(), true, "task", null);
        return new RequestContext(era, task.call().protocolVersion(), new Caller(owner, null),
                task.call().clientCapabilities(), TextNode.valueOf(task.id()), McpMethod.TOOLS_CALL, params,
                new RequestChannel(null, null, null, false, cancellation), InputMode.TASK, null);
    }

    private ObjectNode failure(String tool, String reason) {
        return json.valueToTree(ToolResult.error("Tool '" + tool + "' failed: " + reason));
    }
}
