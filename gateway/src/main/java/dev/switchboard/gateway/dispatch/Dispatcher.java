package dev.switchboard.gateway.dispatch;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.PromptGetRequest;
import dev.switchboard.contract.ResourceReadRequest;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The one path every front door takes to a service: catalogue lookup, argument validation against the tool's input
 * schema, result cache, forwarding, the session era's input bridge (server→client requests instead of MRTR), and
 * turning every way a call can fail into either a JSON-RPC error (the request was wrong) or an {@code isError} result
 * (the tool could not do it).
 */
@ApplicationScoped
public class Dispatcher {

    private static final Logger LOG = Logger.getLogger(Dispatcher.class);

    private final ToolCatalog catalog;
    private final ToolServiceClient services;
    private final ResultCache cache;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final MeterRegistry metrics;

    Dispatcher(ToolCatalog catalog, ToolServiceClient services, ResultCache cache, GatewayConfig config,
            ObjectMapper json, MeterRegistry metrics) {
        this.catalog = catalog;
        this.services = services;
        this.cache = cache;
        this.config = config;
        this.json = json;
        this.metrics = metrics;
    }

    public List<ObjectNode> listTools(RequestContext request) {
        return catalog.snapshot().toolListings();
    }

    public List<ObjectNode> listPrompts(RequestContext request) {
        return catalog.snapshot().promptListings();
    }

    public List<ObjectNode> listResources(RequestContext request) {
        return catalog.snapshot().resourceListings();
    }

    public List<ObjectNode> listResourceTemplates(RequestContext request) {
        return catalog.snapshot().templateListings();
    }

    /** Calls a tool. {@code arguments} null means none were sent; {@code round} carries an MRTR retry's input. */
    public CallOutcome callTool(RequestContext request, String name, JsonNode arguments, InputRound round,
            RequestChannel channel) {
        CatalogTool tool = catalog.snapshot().tool(name)
                .orElseThrow(() -> McpException.invalidParams("Unknown tool: " + name
                        + ". Call tools/list for the tools this gateway serves."));
        ObjectNode validArguments = validate(tool, arguments);
        long ttl = tool.descriptor().effectiveCacheTtlMs();
        String cacheKey = ttl > 0 && !round.isRetry() ? ResultCache.key(request, tool, validArguments) : null;

        Timer.Sample sample = Timer.start(metrics);
        String outcome = "ok";
        try {
            if (cacheKey != null) {
                ObjectNode cached = cache.read(cacheKey);
                if (cached != null) {
                    outcome = "cached";
                    return new CallOutcome(cached);
                }
            }
            CallContext context = callContext(request);
            ObjectNode result = forward(request, tool.service(), ToolServiceClient.toolPath(name),
                    input -> new ToolCallRequest(validArguments, context, input.inputResponses(), input.requestState()),
                    Duration.ofMillis(tool.descriptor().effectiveTimeoutMs()), channel, round,
                    reason -> toolError("Tool '" + name + "' failed: " + reason));
            CallOutcome call = new CallOutcome(result);
            outcome = call.isError() ? "tool_error" : call.isComplete() ? "ok" : "input_required";
            if (cacheKey != null && call.isComplete() && !call.isError()) {
                cache.write(cacheKey, result, Duration.ofMillis(ttl));
            }
            return call;
        } catch (McpException e) {
            outcome = "rejected";
            throw e;
        } finally {
            sample.stop(metrics.timer("switchboard.tool.calls", "tool", name, "service", tool.service().name(),
                    "tenant", request.principal().tenant(), "outcome", outcome));
        }
    }

    /** {@code prompts/get}: forwarded to the service that lists the prompt. */
    public CallOutcome getPrompt(RequestContext request, String name, JsonNode arguments, InputRound round,
            RequestChannel channel) {
        CatalogEntry prompt = catalog.snapshot().prompt(name)
                .orElseThrow(() -> McpException.invalidParams("Unknown prompt: " + name
                        + ". Call prompts/list for the prompts this gateway serves."));
        Map<String, String> values = promptArguments(arguments);
        CallContext context = callContext(request);
        return new CallOutcome(forward(request, prompt.service(), InternalPaths.PROMPTS + name,
                input -> new PromptGetRequest(values, context, input.inputResponses(), input.requestState()),
                defaultTimeout(), channel, round, reason -> {
                    throw new McpException(ErrorCodes.INTERNAL_ERROR, "Prompt '" + name + "' failed: " + reason);
                }));
    }

    /** {@code resources/read}: forwarded to the service that lists the URI or a template matching it. */
    public CallOutcome readResource(RequestContext request, String uri, InputRound round, RequestChannel channel) {
        ServiceEndpoint owner = catalog.snapshot().resourceOwner(uri)
                .orElseThrow(() -> resourceNotFound(uri));
        CallContext context = callContext(request);
        return new CallOutcome(forward(request, owner, InternalPaths.RESOURCES_READ,
                input -> new ResourceReadRequest(uri, context, input.inputResponses(), input.requestState()),
                defaultTimeout(), channel, round, reason -> {
                    throw new McpException(ErrorCodes.INTERNAL_ERROR, "Reading " + uri + " failed: " + reason);
                }));
    }

    /**
     * Forwards one request, and while the service answers {@code input_required} to a client the gateway can ask
     * (session era), asks it and calls again with the answers: at most {@code gateway.input.max-rounds} rounds.
     */
    private ObjectNode forward(RequestContext request, ServiceEndpoint service, String path,
            Function<InputRound, Object> body, Duration timeout, RequestChannel channel, InputRound first,
            Function<String, ObjectNode> failure) {
        ObjectNode result = once(service, path, body.apply(first), timeout, channel, failure);
        int rounds = 0;
        while (isInputRequired(result) && channel.asker() != null) {
            if (++rounds > config.input().maxRounds()) {
                return failure.apply("it still needed client input after " + config.input().maxRounds() + " rounds");
            }
            InputRequired required = json.convertValue(result, InputRequired.class);
            ObjectNode missing = Capabilities.missing(required.inputRequests(), request.clientCapabilities());
            if (!missing.isEmpty()) {
                return failure.apply("it needs the client capability " + Capabilities.describe(missing)
                        + ", which this client did not declare");
            }
            Map<String, JsonNode> answers;
            try {
                answers = required.inputRequests().isEmpty() ? Map.of()
                        : channel.asker().ask(required.inputRequests(), config.input().roundTimeout());
            } catch (InputAsker.InputFailure e) {
                return failure.apply(e.getMessage());
            }
            if (channel.cancellation().isCancelled()) {
                return failure.apply("the request was cancelled");
            }
            result = once(service, path, body.apply(new InputRound(answers, required.requestState())), timeout, channel,
                    failure);
        }
        return result;
    }

    private ObjectNode once(ServiceEndpoint service, String path, Object body, Duration timeout, RequestChannel channel,
            Function<String, ObjectNode> failure) {
        ForwardOutcome outcome = services.post(service, path, body, timeout, channel, channel.cancellation());
        return switch (outcome) {
            case ForwardOutcome.Answered answered -> checked(service, answered.result(), failure);
            case ForwardOutcome.Refused refused -> throw refusal(refused.error());
            case ForwardOutcome.Failed failed -> failure.apply(failed.reason() + ".");
        };
    }

    private ObjectNode checked(ServiceEndpoint service, JsonNode result, Function<String, ObjectNode> failure) {
        String type = result.path("resultType").asText();
        if (!type.equals("complete") && !type.equals("input_required")) {
            LOG.warnf("Service %s answered with resultType '%s'", service.name(), type);
            return failure.apply("service '" + service.name() + "' sent a result the gateway cannot read.");
        }
        return (ObjectNode) result;
    }

    private static boolean isInputRequired(ObjectNode result) {
        return "input_required".equals(result.path("resultType").asText());
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

    private static Map<String, String> promptArguments(JsonNode arguments) {
        Map<String, String> values = new HashMap<>();
        if (arguments == null || arguments.isNull()) {
            return values;
        }
        if (!arguments.isObject()) {
            throw McpException.invalidParams("prompts/get params.arguments must be an object of strings");
        }
        for (Map.Entry<String, JsonNode> entry : arguments.properties()) {
            if (!entry.getValue().isTextual()) {
                throw McpException.invalidParams("Prompt argument '" + entry.getKey() + "' must be a string");
            }
            values.put(entry.getKey(), entry.getValue().asText());
        }
        return values;
    }

    /** Not-found in the session era's shape (-32002); 2026 endpoints re-code it as -32602 with the same data. */
    public static McpException resourceNotFound(String uri) {
        return new McpException(ErrorCodes.RESOURCE_NOT_FOUND, "Resource not found: " + uri,
                JsonNodeFactory.instance.objectNode().put("uri", uri), 200);
    }

    static McpException refusal(ContractError error) {
        return new McpException(error.code(), error.message(), error.data(), 200);
    }

    private ObjectNode toolError(String message) {
        return json.valueToTree(ToolResult.error(message));
    }

    static Duration defaultTimeout() {
        return Duration.ofMillis(ToolDescriptor.DEFAULT_TIMEOUT_MS);
    }

    static CallContext callContext(RequestContext request) {
        return new CallContext(request.requestIdText(), request.principal().tenant(), request.principal().subject(),
                request.clientCapabilities(), request.progressToken() != null, request.logLevel());
    }
}
