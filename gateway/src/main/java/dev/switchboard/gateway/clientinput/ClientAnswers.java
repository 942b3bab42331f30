package dev.switchboard.gateway.clientinput;

import java.util.Optional;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.bus.ReplicaLiveness;
import dev.switchboard.sessionstore.session.SessionSideKeys;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * A client's answers to server→client requests, wherever they arrive: each is delivered to the replica waiting for
 * it (here, or over the replica bus), exactly once.
 */
@ApplicationScoped
public class ClientAnswers {

    private final PendingAnswers pending;
    private final SessionSideKeys sideKeys;
    private final ReplicaBus bus;
    private final ReplicaLiveness liveness;
    private final ObjectMapper json;
    private final ExecutorService executor;

    ClientAnswers(PendingAnswers pending, SessionSideKeys sideKeys, ReplicaBus bus, ReplicaLiveness liveness,
            ObjectMapper json, @VirtualThreads ExecutorService executor) {
        this.pending = pending;
        this.sideKeys = sideKeys;
        this.bus = bus;
        this.liveness = liveness;
        this.json = json;
        this.executor = executor;
    }

    void onStart(@Observes StartupEvent event) {
        bus.listen(BusMessage.ANSWER, message -> executor.execute(
                () -> pending.deliver(message.session(), message.key(), message.payload())));
    }

    /**
     * Routes the client's whole JSON-RPC response {@code message} to request {@code id} of the session. An answer
     * nobody waits for (already answered, expired) is dropped; one whose waiting replica stopped is refused, so the
     * client learns its answer went nowhere.
     *
     * @throws McpException 410 when the replica that sent the request has stopped
     */
    public void deliver(String sessionId, JsonNode id, JsonNode message) {
        if (id == null || !id.isTextual()) {
            return;
        }
        Optional<String> waiting = sideKeys.claimAnswer(sessionId, id.asText());
        if (waiting.isEmpty()) {
            return;
        }
        if (waiting.get().equals(bus.replicaId())) {
            pending.deliver(sessionId, id.asText(), message);
        } else if (!liveness.alive(waiting.get())) {
            throw new McpException(ErrorCodes.INTERNAL_ERROR,
                    "Request " + id.asText() + " is no longer awaited: the gateway replica that sent it stopped ("
                            + waiting.get() + "); the call it belonged to ends with an error",
                    json.createObjectNode().put("reason", "replica_stopped"), 410);
        } else {
            bus.send(waiting.get(), new BusMessage(BusMessage.ANSWER, sessionId, id.asText(), message));
        }
    }
}
