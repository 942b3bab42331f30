package dev.switchboard.gateway.dispatch;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.JsonCache;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The one path every front door takes to a tool: catalogue lookup, argument validation against the tool's input
 * schema, result cache, forwarding, and turning every way a call can fail into either a JSON-RPC error (the request
 * was wrong) or an {@code isError} result (the tool could not do it).
 */
@ApplicationScoped
public class Dispatcher {

    private static final Logger LOG = Logger.getLogger(Dispatcher.class);

    private final ToolCatalog catalog;
    private final ToolServiceClient services;
    private final JsonCache cache;
    private final ObjectMapper json;
    private final MeterRegistry metrics;

    Dispatcher(ToolCatalog catalog, ToolServiceClient services, JsonCache cache, ObjectMapper json,
            MeterRegistry metrics) {
        this.catalog = catalog;
        this.services = services;
        this.cache = cache;
        this.json = json;
        this.metrics = metrics;
    }

    /** MCP listings of every tool this request may see. */
    public List<ObjectNode> listTools(RequestContext request) {
        return catalog.snapshot().toolListings();
    }

    /**
     * Calls a tool. {@code arguments} null means none were sent. {@code inputResponses}/{@code requestState} are set
     * only on an MRTR retry (never cached).
     */
    public ToolCallOutcome callTool(RequestContext request, String name, JsonNode arguments,
            Map<String, JsonNode> inputResponses, String requestState) {
        CatalogTool tool = catalog.snapshot().tool(name)
                .orElseThrow(() -> McpException.invalidParams("Unknown tool: " + name
                        + ". Call tools/list for the tools this gateway serves."));
        ObjectNode validArguments = validate(tool, arguments);
        boolean retry = requestState != null || (inputResponses != null && !inputResponses.isEmpty());
        long ttl = tool.descriptor().effectiveCacheTtlMs();
        String cacheKey = ttl > 0 && !retry ? cacheKey(request, tool, validArguments) : null;

        Timer.Sample sample = Timer.start(metrics);
        String outcome = "ok";
        try {
            if (cacheKey != null) {
                ObjectNode cached = readCache(cacheKey);
                if (cached != null) {
                    outcome = "cached";
                    return new ToolCallOutcome(cached);
                }
            }
            ToolCallRequest forward = new ToolCallRequest(validArguments, callContext(request), inputResponses,
                    requestState);
            ToolCallOutcome result = forward(tool, forward);
            outcome = result.isError() ? "tool_error" : result.isComplete() ? "ok" : "input_required";
            if (cacheKey != null && result.isComplete() && !result.isError()) {
                writeCache(cacheKey, result.result(), Duration.ofMillis(ttl));
            }
            return result;
        } catch (McpException e) {
            outcome = "rejected";
            throw e;
        } finally {
            sample.stop(metrics.timer("switchboard.tool.calls", "tool", name, "service", tool.service().name(),
                    "tenant", request.principal().tenant(), "outcome", outcome));
        }
    }

    private ObjectNode validate(CatalogTool tool, JsonNode arguments) {
        if (arguments != null && !arguments.isNull() && !arguments.isObject()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool.name()
                    + "': \"arguments\" must be a JSON object");
        }
        ObjectNode object = arguments instanceof ObjectNode given ? given : json.createObjectNode();
        List<Violation> violations = tool.schema().validate(object);
        if (!violations.isEmpty()) {
            InvalidArguments invalid = new InvalidArguments(tool.name(), violations);
            throw McpException.invalidParams(invalid.message(), invalid.data());
        }
        return object;
    }

    private ToolCallOutcome forward(CatalogTool tool, ToolCallRequest forward) {
        Duration timeout = Duration.ofMillis(tool.descriptor().effectiveTimeoutMs());
        ForwardOutcome outcome = services.post(tool.service(), ToolServiceClient.toolPath(tool.name()), forward, timeout);
        return switch (outcome) {
            case ForwardOutcome.Answered answered -> checked(tool, answered.result());
            case ForwardOutcome.Refused refused -> throw refusal(refused.error());
            case ForwardOutcome.Failed failed -> error("Tool '" + tool.name() + "' failed: " + failed.reason() + ".");
        };
    }

    private ToolCallOutcome checked(CatalogTool tool, JsonNode result) {
        String type = result.path("resultType").asText();
        if (!type.equals("complete") && !type.equals("input_required")) {
            LOG.warnf("Service %s answered tool %s with resultType '%s'", tool.service().name(), tool.name(), type);
            return error("Tool '" + tool.name() + "' failed: service '" + tool.service().name()
                    + "' sent a result the gateway cannot read.");
        }
        return new ToolCallOutcome((ObjectNode) result);
    }

    private static McpException refusal(ContractError error) {
        return new McpException(error.code(), error.message(), error.data(), 200);
    }

    private ToolCallOutcome error(String message) {
        return new ToolCallOutcome(json.valueToTree(ToolResult.error(message)));
    }

    private static CallContext callContext(RequestContext request) {
        return new CallContext(request.requestIdText(), request.principal().tenant(), request.principal().subject(),
                request.clientCapabilities(), request.progressToken() != null, request.logLevel());
    }

    private static String cacheKey(RequestContext request, CatalogTool tool, ObjectNode arguments) {
        return "tool:" + request.principal().tenant() + ":" + tool.name() + ":" + CanonicalJson.sha256(arguments);
    }

    private ObjectNode readCache(String key) {
        try {
            return cache.get(key, ObjectNode.class).orElse(null);
        } catch (StoreUnavailableException e) {
            LOG.debugf("Result cache unavailable, forwarding: %s", e.getMessage());
            return null;
        }
    }

    private void writeCache(String key, ObjectNode result, Duration ttl) {
        try {
            cache.put(key, result, ttl);
        } catch (StoreUnavailableException e) {
            LOG.debugf("Result cache unavailable, not caching: %s", e.getMessage());
        }
    }
}
