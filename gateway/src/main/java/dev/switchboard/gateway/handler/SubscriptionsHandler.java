package dev.switchboard.gateway.handler;

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
import dev.switchboard.gateway.protocol.Extensions;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import dev.switchboard.sessionstore.session.SessionStoreConfig;
import dev.switchboard.sessionstore.task.TaskStore;

/**
 * What a client wants to hear about outside its requests: session-era {@code resources/subscribe} and
 * {@code resources/unsubscribe} (kept with the session in Redis), and 2026-07-28 {@code subscriptions/listen} (a
 * long-lived stream that first acknowledges what it honours, then carries only the opted-in notifications, each tagged
 * with the subscription id; task status notifications for the caller's own tasks among them).
 */
@ApplicationScoped
public class SubscriptionsHandler {

    private final SessionSideKeys sideKeys;
    private final SessionStoreConfig sessionConfig;
    private final NotificationHub hub;
    private final TaskStore tasks;
    private final ObjectMapper json;

    SubscriptionsHandler(SessionSideKeys sideKeys, SessionStoreConfig sessionConfig, NotificationHub hub,
            TaskStore tasks, ObjectMapper json) {
        this.sideKeys = sideKeys;
        this.sessionConfig = sessionConfig;
        this.hub = hub;
        this.tasks = tasks;
        this.json = json;
    }

    /**
     * The tasks a listen request asks to hear about that are the caller's own (others are left out of the
     * acknowledgement, as if unknown). Asking at all needs the tasks extension declared (-32021).
     */
    private Set<String> ownTasks(RequestContext request, JsonNode requested) {
        if (requested == null || requested.isNull()) {
            return Set.of();
        }
        if (!requested.isArray()) {
            throw McpException.invalidParams("params.notifications.taskIds must be an array of task ids");
        }
        if (!Extensions.declared(request.clientCapabilities(), Extensions.TASKS)) {
            throw ToolTasks.extensionMissing("Task status notifications are part of the tasks extension");
        }
        Set<String> own = new HashSet<>();
        requested.forEach(id -> {
            if (id.isTextual() && tasks.find(id.asText(), request.principal()).isPresent()) {
                own.add(id.asText());
            }
        });
        return own;
    }

    public Outcome subscribe(RequestContext request) {
        sideKeys.subscribe(request.sessionId(), Params.requiredText(request.params(), "uri"),
                sessionConfig.idleTimeout());
        return new Outcome.Result(json.createObjectNode());
    }

    public Outcome unsubscribe(RequestContext request) {
        sideKeys.unsubscribe(request.sessionId(), Params.requiredText(request.params(), "uri"));
        return new Outcome.Result(json.createObjectNode());
    }

    /** Acknowledged at once, then the opted-in notifications until either side closes. */
    public Outcome listen(RequestContext request) {
        JsonNode filter = request.params().get("notifications");
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
        Set<String> taskIds = ownTasks(request, filter.get("taskIds"));
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
        if (!taskIds.isEmpty()) {
            ArrayNode list = honored.putArray("taskIds");
            taskIds.stream().sorted().forEach(list::add);
        }
        ObjectNode ackParams = json.createObjectNode();
        ackParams.putObject("_meta").set(MetaKeys.SUBSCRIPTION_ID, request.id());
        ackParams.set("notifications", honored);
        request.channel().stream().send(JsonRpc.notification("notifications/subscriptions/acknowledged", ackParams));
        ListenStream listener = new ListenStream(request.id(), request.principal().tenant(), request.channel().stream(),
                tools, prompts, resources, uris, taskIds);
        if (honored.isEmpty() || !hub.attach(listener)) {
            return new Outcome.Result(ListenStream.closingResult(request.id()));
        }
        return new Outcome.Streaming();
    }
}
