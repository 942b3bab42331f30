package dev.switchboard.gateway.notify;

import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ResultTypes;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.stream.Outbound;

/**
 * A 2026 {@code subscriptions/listen} stream of a tenant's caller and what it opted in to; every notification on it
 * carries the subscription id (the listen request's JSON-RPC id). {@code taskIds} are tasks of the caller whose
 * status changes it hears ({@code notifications/tasks}).
 */
public record ListenStream(JsonNode subscriptionId, String tenant, Outbound out, boolean tools, boolean prompts,
        boolean resources, Set<String> resourceUris, Set<String> taskIds) {

    public ListenStream {
        resourceUris = Set.copyOf(resourceUris);
        taskIds = taskIds == null ? Set.of() : Set.copyOf(taskIds);
    }

    /** The result that ends a listen stream: complete, tagged with its subscription id. */
    public static ObjectNode closingResult(JsonNode subscriptionId) {
        ObjectNode result = JsonNodeFactory.instance.objectNode().put(ResultTypes.FIELD, ResultTypes.COMPLETE);
        result.putObject("_meta").set(MetaKeys.SUBSCRIPTION_ID, subscriptionId);
        return result;
    }

    /** {@code notification} carrying this stream's subscription id in {@code params._meta}. */
    ObjectNode tagged(String method, ObjectNode params) {
        params.putObject("_meta").set(MetaKeys.SUBSCRIPTION_ID, subscriptionId);
        ObjectNode notification = JsonNodeFactory.instance.objectNode().put("jsonrpc", "2.0").put("method", method);
        notification.set("params", params);
        return notification;
    }
}
