package dev.switchboard.sessionstore.session;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.sessionstore.Principal;

/**
 * A session-era MCP session as kept in Redis. {@code streamReplica} is the replica holding a 2024-11-05 session's SSE
 * stream (null otherwise); {@code logLevel} is null until {@code logging/setLevel}.
 */
public record SessionRecord(
        String id,
        String protocolVersion,
        Principal principal,
        JsonNode clientInfo,
        JsonNode clientCapabilities,
        String logLevel,
        String streamReplica,
        Instant createdAt) {

    public SessionRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(protocolVersion, "protocolVersion");
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(clientInfo, "clientInfo");
        Objects.requireNonNull(clientCapabilities, "clientCapabilities");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
