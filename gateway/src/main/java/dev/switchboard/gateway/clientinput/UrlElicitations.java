package dev.switchboard.gateway.clientinput;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.gateway.stream.Outbound;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * URL-mode elicitations sent to session-era clients, by id, on the replica that sent them: when the interaction they
 * asked for completes out of band (on whichever replica served the browser), every replica hears of it and the one
 * holding the call's stream sends {@code notifications/elicitation/complete} on it (MCP 2025-11-25).
 */
@ApplicationScoped
public class UrlElicitations {

    private final ReplicaBus bus;
    private final ExecutorService executor;
    private final Map<String, Sent> sent = new ConcurrentHashMap<>();

    UrlElicitations(ReplicaBus bus, @VirtualThreads ExecutorService executor) {
        this.bus = bus;
        this.executor = executor;
    }

    /** Bus messages arrive on an event loop; a session-era stream logs what it sends to Redis, which blocks. */
    void listen(@Observes StartupEvent event) {
        bus.listen(BusMessage.ELICITATION_COMPLETE, message -> executor.execute(() -> notifyCompleted(message.key())));
    }

    /** Remembers {@code request} (if it is a URL-mode elicitation) as sent on {@code outbound} for {@code timeout}. */
    void sent(InputRequest request, Outbound outbound, Duration timeout) {
        if (!InputRequest.ELICITATION.equals(request.method())
                || !"url".equals(request.params().path("mode").asText())) {
            return;
        }
        String id = request.params().path("elicitationId").asText("");
        if (id.isEmpty()) {
            return;
        }
        Instant now = Instant.now();
        sent.values().removeIf(entry -> entry.until().isBefore(now));
        // The call goes on after the client's answer (the service waits for the interaction): keep it twice as long.
        sent.put(id, new Sent(outbound, now.plus(timeout.multipliedBy(2))));
    }

    /** The interaction of elicitation {@code elicitationId} completed: tells the replica that sent it. */
    public void completed(String elicitationId) {
        bus.broadcast(new BusMessage(BusMessage.ELICITATION_COMPLETE, "-", elicitationId, null));
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
            entry.outbound().send(notification);
        } catch (RuntimeException e) {
            // The call's stream ended meanwhile: the notification is optional (the client retries or has its result).
        }
    }

    private record Sent(Outbound outbound, Instant until) {
    }
}
