package dev.switchboard.memory.record;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** One saved memory as stored and returned: what the agent saved plus where, when and by whom. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({ "id", "uri", "session_id", "type", "tags", "content", "created_at", "created_by" })
public record MemoryRecord(
        String id,
        @JsonProperty("session_id") String sessionId,
        MemoryType type,
        List<String> tags,
        ObjectNode content,
        @JsonProperty("created_at") Instant createdAt,
        @JsonProperty("created_by") String createdBy) {

    public MemoryRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(sessionId, "sessionId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(createdAt, "createdAt");
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    @JsonProperty("uri")
    public String uri() {
        return MemoryUri.record(sessionId, id);
    }
}
