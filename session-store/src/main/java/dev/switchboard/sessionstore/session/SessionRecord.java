package dev.switchboard.sessionstore.session;

import java.time.Instant;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.sessionstore.Principal;

/** A session-era MCP session as kept in Redis. */
public record SessionRecord(
        String id,
        String protocolVersion,
        Principal principal,
        JsonNode clientInfo,
        JsonNode clientCapabilities,
        String logLevel,
        Instant createdAt) {

    public SessionRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(protocolVersion, "protocolVersion");
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(clientInfo, "clientInfo");
        Objects.requireNonNull(clientCapabilities, "clientCapabilities");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    public SessionRecord withLogLevel(String level) {
        return new SessionRecord(id, protocolVersion, principal, clientInfo, clientCapabilities, level, createdAt);
    }
}
