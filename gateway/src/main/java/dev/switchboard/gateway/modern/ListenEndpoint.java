package dev.switchboard.gateway.modern;

import java.util.HashSet;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.notify.ListenStream;
import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.transport.SseStream;
import io.vertx.ext.web.RoutingContext;

/**
 * 2026-07-28 {@code subscriptions/listen}: the response is a long-lived SSE stream that first acknowledges what it
 * honours, then carries only the opted-in notifications, each tagged with the subscription id.
 */
@ApplicationScoped
public class ListenEndpoint {

    private final NotificationHub hub;
    private final ObjectMapper json;

    ListenEndpoint(NotificationHub hub, ObjectMapper json) {
        this.hub = hub;
        this.json = json;
    }

    /** {@code subscriptions/listen}: acknowledged at once, then the opted-in notifications until either side closes. */
    void listen(RoutingContext ctx, JsonNode id, ObjectNode params) {
        JsonNode filter = params.get("notifications");
        if (filter == null || !filter.isObject()) {
            throw McpException.invalidParams("subscriptions/listen needs params.notifications (what to listen for)");
        }
        boolean tools = filter.path("toolsListChanged").asBoolean(false);
        boolean prompts = filter.path("promptsListChanged").asBoolean(false);
        boolean resources = filter.path("resourcesListChanged").asBoolean(false);
        Set<String> uris = new HashSet<>();
        filter.path("resourceSubscriptions").forEach(uri -> {
            if (uri.isTextual()) {
                uris.add(uri.asText());
            }
        });
        ObjectNode honored = json.createObjectNode();
        if (tools) {
            honored.put("toolsListChanged", true);
        }
        if (prompts) {
            honored.put("promptsListChanged", true);
        }
        if (resources) {
            honored.put("resourcesListChanged", true);
        }
        if (!uris.isEmpty()) {
            ArrayNode list = honored.putArray("resourceSubscriptions");
            uris.stream().sorted().forEach(list::add);
        }
        SseStream sse = new SseStream(ctx.response(), ctx.vertx(), () -> {
        });
        ObjectNode ackParams = json.createObjectNode();
        ackParams.putObject("_meta").set(MetaKeys.SUBSCRIPTION_ID, id);
        ackParams.set("notifications", honored);
        sse.event(null, "message", JsonRpc.notification("notifications/subscriptions/acknowledged", ackParams).toString());
        ListenStream listener = new ListenStream(id, sse, tools, prompts, resources, Set.copyOf(uris));
        if (honored.isEmpty() || !hub.attach(listener)) {
            ObjectNode result = json.createObjectNode().put("resultType", "complete");
            result.putObject("_meta").set(MetaKeys.SUBSCRIPTION_ID, id);
            sse.event(null, "message", JsonRpc.result(id, result).toString());
            sse.close();
        }
    }
}
