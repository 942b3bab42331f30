package dev.switchboard.gateway.clientinput;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.stream.Outbound;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * URL-mode elicitations sent to session-era clients, by id, on the replica that sent them: when the interaction they
 * asked for completes out of band (on whichever replica served the browser), every replica hears of it and the one
 * that sent it sends {@code notifications/elicitation/complete} (MCP 2025-11-25) on the call's stream while that is
 * open, otherwise on the session's own stream. The call often ends first: the service sees the link as soon as it is
 * stored, before the gateway hears that the browser's round finished. An elicitation listed in a {@code -32042} error
 * has no call left at all.
 */
@ApplicationScoped
public class UrlElicitations {

    private final ReplicaBus bus;
    private final NotificationHub hub;
    private final ExecutorService executor;
    private final Map<String, Sent> sent = new ConcurrentHashMap<>();

    UrlElicitations(ReplicaBus bus, NotificationHub hub, @VirtualThreads ExecutorService executor) {
        this.bus = bus;
        this.hub = hub;
        this.executor = executor;
    }

    /** Bus messages arrive on an event loop; a session-era stream logs what it sends to Redis, which blocks. */
    void listen(@Observes StartupEvent event) {
        bus.listen(BusMessage.ELICITATION_COMPLETE, message -> executor.execute(() -> notifyCompleted(message.key())));
    }

    /**
     * Remembers {@code request} (if it is a URL-mode elicitation) as sent to session {@code sessionId} on
     * {@code outbound}, for twice {@code timeout}: the call goes on after the client's answer, while the service waits
     * for the interaction.
     */
    void sent(InputRequest request, String sessionId, Outbound outbound, Duration timeout) {
        if (InputRequest.ELICITATION.equals(request.method()) && "url".equals(request.params().path("mode").asText())) {
            remember(request.params(), sessionId, outbound, timeout.multipliedBy(2));
        }
    }

    /** Remembers the URL-mode elicitation {@code params} a {@code -32042} error listed to session {@code sessionId}. */
    void listed(JsonNode params, String sessionId, Duration timeout) {
        remember(params, sessionId, null, timeout);
    }

    /** The interaction of elicitation {@code elicitationId} completed: tells the replica that sent it. */
    public void completed(String elicitationId) {
        bus.broadcast(new BusMessage(BusMessage.ELICITATION_COMPLETE, "-", elicitationId, null));
    }

    private void remember(JsonNode params, String sessionId, Outbound outbound, Duration keep) {
        String id = params.path("elicitationId").asText("");
        if (id.isEmpty() || sessionId == null) {
            return;
        }
        Instant now = Instant.now();
        sent.values().removeIf(entry -> entry.until().isBefore(now));
        sent.put(id, new Sent(sessionId, outbound, now.plus(keep)));
    }

    private void notifyCompleted(String elicitationId) {
        Sent entry = elicitationId == null ? null : sent.remove(elicitationId);
        if (entry == null || entry.until().isBefore(Instant.now())) {
            return;
        }
        ObjectNode notification = JsonNodeFactory.instance.objectNode().put("jsonrpc", "2.0")
                .put("method", "notifications/elicitation/complete");
        notification.putObject("params").put("elicitationId", elicitationId);
        try {
            if (entry.outbound() == null || !entry.outbound().sendIfOpen(notification)) {
                hub.notifySession(entry.sessionId(), notification);
            }
        } catch (RuntimeException e) {
            // Redis failed under the stream: the notification is optional (the client retries or has its result).
        }
    }

    /** @param outbound the call's output, or null when the elicitation came in an error */
    private record Sent(String sessionId, Outbound outbound, Instant until) {
    }
}
