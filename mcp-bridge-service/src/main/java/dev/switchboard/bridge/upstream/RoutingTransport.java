package dev.switchboard.bridge.upstream;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import reactor.core.publisher.Mono;
import reactor.util.context.ContextView;

/**
 * Wraps the SDK's transport to see what the SDK client hides: which upstream JSON-RPC id a bridge call's request got
 * (to cancel it), and which call an upstream's own requests and notifications belong to. The bridge call id travels in
 * the Reactor context of the request ({@link #CALL_ID}); the Streamable HTTP transport handles messages arriving on a
 * POST's response stream inside that context, so they are attributed exactly. Server→client requests and
 * progress/log notifications go to {@link UpstreamMessages}; everything else (responses, ping, list_changed) to the
 * SDK's session as usual.
 */
final class RoutingTransport implements McpClientTransport {

    /** Reactor context key holding the bridge call id of an upstream request. */
    static final String CALL_ID = RoutingContext.CALL_ID;

    /** Not among the SDK's constants: the SDK never cancels a request itself. */
    private static final String CANCELLED = "notifications/cancelled";
    private static final Set<String> ROUTED_REQUESTS = Set.of(McpSchema.METHOD_SAMPLING_CREATE_MESSAGE,
            McpSchema.METHOD_ELICITATION_CREATE, McpSchema.METHOD_ROOTS_LIST);
    private static final Set<String> ROUTED_NOTIFICATIONS = Set.of(McpSchema.METHOD_NOTIFICATION_PROGRESS,
            McpSchema.METHOD_NOTIFICATION_MESSAGE);

    private final McpClientTransport delegate;
    private final UpstreamMessages messages;
    private final ObjectMapper json;
    private final Map<String, Object> requestIds = new ConcurrentHashMap<>();

    RoutingTransport(McpClientTransport delegate, UpstreamMessages messages, ObjectMapper json) {
        this.delegate = delegate;
        this.messages = messages;
        this.json = json;
    }

    void forget(String callId) {
        requestIds.remove(callId);
    }

    /** {@code notifications/cancelled} for a call's request, if it was sent. */
    Mono<Void> cancel(String callId, String reason) {
        Object id = requestIds.remove(callId);
        if (id == null) {
            return Mono.empty();
        }
        return delegate.sendMessage(new McpSchema.JSONRPCNotification(McpSchema.JSONRPC_VERSION,
                CANCELLED, Map.of("requestId", id, "reason", reason)));
    }

    @Override
    public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
        return delegate.connect(incoming -> handler.apply(Mono.deferContextual(
                context -> incoming.flatMap(message -> route(message, context)))));
    }

    private Mono<McpSchema.JSONRPCMessage> route(McpSchema.JSONRPCMessage message, ContextView context) {
        String callId = context.getOrDefault(CALL_ID, null);
        if (message instanceof McpSchema.JSONRPCRequest request && ROUTED_REQUESTS.contains(request.method())) {
            answer(request, callId);
            return Mono.empty();
        }
        if (message instanceof McpSchema.JSONRPCNotification notification
                && ROUTED_NOTIFICATIONS.contains(notification.method())) {
            messages.notification(notification.method(), tree(notification.params()), callId);
            return Mono.empty();
        }
        return Mono.just(message);
    }

    private void answer(McpSchema.JSONRPCRequest request, String callId) {
        messages.request(request.method(), tree(request.params()), callId)
                .map(result -> McpSchema.JSONRPCResponse.result(request.id(), json.convertValue(result, Object.class)))
                .onErrorResume(error -> Mono.just(McpSchema.JSONRPCResponse.error(request.id(), errorOf(error))))
                .flatMap(delegate::sendMessage)
                .onErrorComplete()
                .subscribe();
    }

    private static McpSchema.JSONRPCResponse.JSONRPCError errorOf(Throwable error) {
        if (error instanceof UpstreamRequestRefused refused) {
            return new McpSchema.JSONRPCResponse.JSONRPCError(refused.code(), refused.getMessage(), null);
        }
        return new McpSchema.JSONRPCResponse.JSONRPCError(UpstreamRequestRefused.INTERNAL_ERROR,
                String.valueOf(error.getMessage()), null);
    }

    private JsonNode tree(Object params) {
        return params == null ? json.createObjectNode() : json.valueToTree(params);
    }

    @Override
    public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
        return Mono.deferContextual(context -> {
            String callId = context.getOrDefault(CALL_ID, null);
            if (callId != null && message instanceof McpSchema.JSONRPCRequest request) {
                requestIds.put(callId, request.id());
            }
            return delegate.sendMessage(message);
        });
    }

    @Override
    public void setExceptionHandler(Consumer<Throwable> handler) {
        delegate.setExceptionHandler(handler);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return delegate.closeGracefully();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
        return delegate.unmarshalFrom(data, typeRef);
    }

    @Override
    public List<String> protocolVersions() {
        return delegate.protocolVersions();
    }
}
