package dev.switchboard.gateway.modern;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.dispatch.CallOutcome;
import dev.switchboard.gateway.dispatch.CanonicalJson;
import dev.switchboard.gateway.dispatch.Capabilities;
import dev.switchboard.gateway.dispatch.Completions;
import dev.switchboard.gateway.dispatch.Dispatcher;
import dev.switchboard.gateway.dispatch.InputRound;
import dev.switchboard.gateway.dispatch.Pages;
import dev.switchboard.gateway.dispatch.RequestChannel;
import dev.switchboard.gateway.dispatch.RequestContext;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.Era;
import dev.switchboard.gateway.protocol.McpHeaders;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.protocol.ProtocolVersions;
import dev.switchboard.gateway.protocol.ResultShaper;
import dev.switchboard.gateway.security.RequestStateSealer;
import dev.switchboard.gateway.transport.HttpReplies;
import dev.switchboard.gateway.transport.Reply;
import dev.switchboard.gateway.transport.ResponseStream;
import dev.switchboard.sessionstore.Principal;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;

/**
 * 2026-07-28 requests: stateless, each carrying its own {@code _meta}. Validation follows the reference SDK's order
 * (envelope, version and method headers, supported version, required headers and {@code Mcp-Name}, mirrored
 * parameters), then the method is dispatched; an unknown method is HTTP 404 with -32601. Calls that need client input
 * answer {@code input_required} with a sealed {@code requestState}; a client disconnect cancels the call.
 */
@ApplicationScoped
public class ModernEndpoint {

    private static final String PUBLIC = "public";

    private final Dispatcher dispatcher;
    private final Completions completions;
    private final ToolCatalog catalog;
    private final ResultShaper shaper;
    private final RequestStateSealer states;
    private final ListenEndpoint listens;
    private final HttpReplies replies;
    private final GatewayConfig config;
    private final ObjectMapper json;

    ModernEndpoint(Dispatcher dispatcher, Completions completions, ToolCatalog catalog, ResultShaper shaper,
            RequestStateSealer states,
            ListenEndpoint listens, HttpReplies replies, GatewayConfig config, ObjectMapper json) {
        this.dispatcher = dispatcher;
        this.completions = completions;
        this.catalog = catalog;
        this.shaper = shaper;
        this.states = states;
        this.listens = listens;
        this.replies = replies;
        this.config = config;
        this.json = json;
    }

    /** True when a body belongs here: its {@code params._meta} names a protocol version (the SDK's rule). */
    public static boolean claims(JsonNode body) {
        return ModernEnvelope.present(body);
    }

    public void handle(RoutingContext ctx, JsonRpcMessage message, Principal principal) {
        JsonNode id = message instanceof JsonRpcMessage.Request request ? request.id() : null;
        try {
            switch (message) {
                case JsonRpcMessage.Request request -> request(ctx, request, principal);
                case JsonRpcMessage.Notification notification -> replies.write(ctx.response(),
                        notification(ctx.request().headers(), notification));
                case JsonRpcMessage.Response ignored -> throw responsesNotAccepted();
                case JsonRpcMessage.ErrorResponse ignored -> throw responsesNotAccepted();
            }
        } catch (McpException e) {
            replies.write(ctx.response(), Reply.error(id, e));
        }
    }

    private Reply notification(MultiMap headers, JsonRpcMessage.Notification notification) {
        ModernEnvelope envelope = ModernEnvelope.read(notification.params());
        HeaderCheck check = new HeaderCheck(headers);
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, notification.method());
        requireSupported(envelope.version());
        return new Reply.Empty(202);
    }

    private void request(RoutingContext ctx, JsonRpcMessage.Request request, Principal principal) {
        ModernEnvelope envelope = ModernEnvelope.read(request.params());
        HeaderCheck check = new HeaderCheck(ctx.request().headers());
        check.requireEqualIfPresent(McpHeaders.PROTOCOL_VERSION, envelope.version());
        check.requireEqualIfPresent(McpHeaders.METHOD, request.method());
        requireSupported(envelope.version());
        check.requirePresent(McpHeaders.PROTOCOL_VERSION);
        check.requirePresent(McpHeaders.METHOD);

        McpMethod method = McpMethod.from(request.method())
                .filter(known -> known.existsIn(Era.MODERN))
                .orElseThrow(() -> new McpException(ErrorCodes.METHOD_NOT_FOUND,
                        "Method not found: " + request.method() + " (not part of protocol " + ProtocolVersions.MODERN
                                + ")",
                        null, 404));
        ObjectNode params = request.params() == null ? json.createObjectNode() : request.params();
        String target = method.targetField() == null ? null : requiredText(params, method.targetField());
        if (target != null) {
            check.requireName(target);
        }
        if (method == McpMethod.TOOLS_CALL) {
            catalog.snapshot().tool(target).ifPresent(tool -> check.requireParams(tool.headerParams(),
                    params.get("arguments")));
        }
        RequestContext context = new RequestContext(Era.MODERN, envelope.version(), principal, envelope.capabilities(),
                request.id(), null, envelope.progressToken(), envelope.logLevel());
        switch (method) {
            case TOOLS_CALL, PROMPTS_GET, RESOURCES_READ -> call(ctx, context, method, target, params);
            case SUBSCRIPTIONS_LISTEN -> listens.listen(ctx, request.id(), params);
            default -> replies.write(ctx.response(),
                    new Reply.Json(200, JsonRpc.result(request.id(), simple(context, method, params))));
        }
    }

    private ObjectNode simple(RequestContext context, McpMethod method, ObjectNode params) {
        return switch (method) {
            case SERVER_DISCOVER -> discover();
            case TOOLS_LIST -> cacheable(Pages.page(dispatcher.listTools(context), Pages.cursor(params),
                    config.pageSize()).toResult("tools"));
            case PROMPTS_LIST -> cacheable(Pages.page(dispatcher.listPrompts(context), Pages.cursor(params),
                    config.pageSize()).toResult("prompts"));
            case RESOURCES_LIST -> cacheable(Pages.page(dispatcher.listResources(context), Pages.cursor(params),
                    config.pageSize()).toResult("resources"));
            case RESOURCES_TEMPLATES_LIST -> cacheable(Pages.page(dispatcher.listResourceTemplates(context),
                    Pages.cursor(params), config.pageSize()).toResult("resourceTemplates"));
            case COMPLETION_COMPLETE -> shaper.modern(completions.complete(context, params.get("ref"),
                    params.get("argument"), params.get("context")));
            default -> throw new IllegalStateException("not a simple modern method: " + method);
        };
    }

    /** {@code tools/call}, {@code prompts/get}, {@code resources/read}: streamed when needed, MRTR when asked. */
    private void call(RoutingContext ctx, RequestContext context, McpMethod method, String target, ObjectNode params) {
        ResponseStream stream = new ResponseStream(ctx.response(), ctx.vertx(), json, null, false, Map.of());
        RequestChannel channel = new RequestChannel(stream, context.progressToken(), context.logLevel(), false, null,
                new Cancellation());
        stream.onClientGone(() -> channel.cancellation().cancel("the client closed the request"));
        JsonNode id = context.requestId();
        try {
            String digest = argumentsDigest(method, params);
            InputRound round = inputRound(context.principal(), method, target, digest, params);
            CallOutcome outcome = switch (method) {
                case TOOLS_CALL -> dispatcher.callTool(context, target, params.get("arguments"), round, channel);
                case PROMPTS_GET -> dispatcher.getPrompt(context, target, params.get("arguments"), round, channel);
                default -> dispatcher.readResource(context, target, round, channel);
            };
            if (channel.cancellation().isCancelled()) {
                stream.abandon();
                return;
            }
            ObjectNode result = outcome.isComplete() ? complete(method, outcome.result())
                    : inputRequired(context, method, target, digest, outcome.result());
            stream.finish(JsonRpc.result(id, result));
        } catch (McpException e) {
            McpException modern = e.code() == ErrorCodes.RESOURCE_NOT_FOUND
                    ? McpException.invalidParams(e.getMessage(), e.data())
                    : e;
            stream.reject(modern.httpStatus(), JsonRpc.error(id, modern));
        }
    }

    private ObjectNode complete(McpMethod method, ObjectNode result) {
        return method == McpMethod.RESOURCES_READ ? cacheable(result, "private") : shaper.modern(result);
    }

    /** The service needs client input: check the client can give it, then seal the state for the retry. */
    private ObjectNode inputRequired(RequestContext context, McpMethod method, String target, String digest,
            ObjectNode result) {
        InputRequired required = json.convertValue(result, InputRequired.class);
        ObjectNode missing = Capabilities.missing(required.inputRequests(), context.clientCapabilities());
        if (!missing.isEmpty()) {
            ObjectNode data = json.createObjectNode();
            data.set("requiredCapabilities", missing);
            throw new McpException(ErrorCodes.MISSING_CLIENT_CAPABILITY, "This request needs the client capability "
                    + Capabilities.describe(missing) + ", which the request did not declare", data, 400);
        }
        ObjectNode shaped = json.createObjectNode().put("resultType", "input_required");
        if (!required.inputRequests().isEmpty()) {
            shaped.set("inputRequests", json.valueToTree(required.inputRequests()));
        }
        shaped.put("requestState", states.seal(context.principal(), method.wireName(), target, digest,
                required.requestState()));
        return shaper.modern(shaped);
    }

    /**
     * The input of an MRTR retry: the state is verified against the one the gateway issued. Answers sent without any
     * state are passed on as they are (they are the client's word, like arguments); nothing at all is a first call.
     */
    private InputRound inputRound(Principal principal, McpMethod method, String target, String digest,
            ObjectNode params) {
        JsonNode state = params.get("requestState");
        String serviceState = null;
        if (state != null && !state.isNull()) {
            if (!state.isTextual()) {
                throw McpException.invalidParams("params.requestState must be the string the server returned");
            }
            serviceState = states.open(state.asText(), principal, method.wireName(), target, digest);
        }
        JsonNode responses = params.get("inputResponses");
        Map<String, JsonNode> answers = new HashMap<>();
        if (responses != null && !responses.isNull()) {
            if (!responses.isObject()) {
                throw McpException.invalidParams("params.inputResponses must be an object keyed like inputRequests");
            }
            responses.properties().forEach(entry -> answers.put(entry.getKey(), entry.getValue()));
        }
        return state == null && answers.isEmpty() ? InputRound.FIRST : new InputRound(answers, serviceState);
    }

    private static String argumentsDigest(McpMethod method, ObjectNode params) {
        JsonNode arguments = method == McpMethod.RESOURCES_READ ? null : params.get("arguments");
        return CanonicalJson.sha256(arguments == null || arguments.isNull()
                ? JsonNodeFactory.instance.objectNode()
                : arguments);
    }

    private ObjectNode discover() {
        ObjectNode result = json.createObjectNode();
        ArrayNode versions = result.putArray("supportedVersions");
        ProtocolVersions.MODERN_ALL.forEach(versions::add);
        ObjectNode capabilities = result.putObject("capabilities");
        capabilities.putObject("tools").put("listChanged", true);
        capabilities.putObject("prompts").put("listChanged", true);
        capabilities.putObject("resources").put("subscribe", true).put("listChanged", true);
        capabilities.putObject("completions");
        result.put("instructions", config.instructions());
        return shaper.modernCacheable(result, config.discoverTtl(), PUBLIC);
    }

    private ObjectNode cacheable(ObjectNode result) {
        return shaper.modernCacheable(result, config.listTtl(), PUBLIC);
    }

    private ObjectNode cacheable(ObjectNode result, String scope) {
        return shaper.modernCacheable(result, Duration.ZERO, scope);
    }

    private static String requiredText(ObjectNode params, String field) {
        JsonNode value = params.get(field);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw new McpException(ErrorCodes.INVALID_PARAMS, "params." + field + " is required and must be a string",
                    null, 400);
        }
        return value.asText();
    }

    private static void requireSupported(String version) {
        if (!ProtocolVersions.MODERN_ALL.contains(version)) {
            ObjectNode data = JsonNodeFactory.instance.objectNode();
            ArrayNode supported = data.putArray("supported");
            ProtocolVersions.MODERN_ALL.forEach(supported::add);
            data.put("requested", version);
            throw new McpException(ErrorCodes.UNSUPPORTED_PROTOCOL_VERSION,
                    "Unsupported protocol version: " + version + " (supported: " + String.join(", ",
                            ProtocolVersions.MODERN_ALL) + ")",
                    data, 400);
        }
    }

    private static McpException responsesNotAccepted() {
        return new McpException(ErrorCodes.INVALID_REQUEST,
                "Invalid request: the 2026-07-28 transport accepts requests and notifications only", null, 400);
    }
}
