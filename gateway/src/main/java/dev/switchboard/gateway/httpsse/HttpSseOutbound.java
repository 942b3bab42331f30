package dev.switchboard.gateway.httpsse;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.gateway.stream.Outbound;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;

/**
 * The output of a 2024-11-05 request: everything goes on the session's SSE stream, written here when this replica
 * holds it, otherwise sent to the replica that does.
 */
final class HttpSseOutbound implements Outbound {

    private final String sessionId;
    private final String streamReplica;
    private final NotificationHub hub;
    private final ReplicaBus bus;

    HttpSseOutbound(String sessionId, String streamReplica, NotificationHub hub, ReplicaBus bus) {
        this.sessionId = sessionId;
        this.streamReplica = streamReplica;
        this.hub = hub;
        this.bus = bus;
    }

    @Override
    public void send(ObjectNode message) {
        deliver(message);
    }

    @Override
    public void finish(ObjectNode response) {
        deliver(response);
    }

    @Override
    public void abandon() {
    }

    @Override
    public void pause(long retryMs) {
    }

    private void deliver(ObjectNode message) {
        if (streamReplica.equals(bus.replicaId())) {
            hub.deliver(sessionId, message);
        } else {
            bus.send(streamReplica, new BusMessage(BusMessage.OUTBOUND, sessionId, null, message));
        }
    }
}
