package dev.switchboard.sessionstore.stream;

import java.util.Objects;

/**
 * Who writes a session stream's events: the replica running its request, and that request's JSON-RPC id (its JSON
 * text), so that another replica can end the stream for it when the replica stops.
 */
public record StreamOwner(String replicaId, String requestId) {

    public StreamOwner {
        Objects.requireNonNull(replicaId, "replicaId");
        Objects.requireNonNull(requestId, "requestId");
    }
}
