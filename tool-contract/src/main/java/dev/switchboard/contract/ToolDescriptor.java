package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A tool as MCP describes it (name … icons, {@code _meta}, {@code execution}) plus the gateway hints: how long a result
 * may be cached (0 = never), how long a call may take, and whether repeating a call is harmless (a task whose gateway
 * replica died is re-run only then).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ToolDescriptor(
        String name,
        String title,
        String description,
        ObjectNode inputSchema,
        ObjectNode outputSchema,
        ObjectNode annotations,
        JsonNode icons,
        @JsonProperty("_meta") ObjectNode meta,
        ToolExecution execution,
        Long cacheTtlMs,
        Long timeoutMs,
        Boolean idempotent) {

    public static final long DEFAULT_TIMEOUT_MS = 30_000;

    public ToolDescriptor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(inputSchema, "inputSchema");
    }

    /** The descriptor fields only, for {@code tools/list}. */
    public static ToolDescriptor of(String name, String title, String description, ObjectNode inputSchema,
            ObjectNode outputSchema) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, null, null, null, null, null, null,
                null);
    }

    public ToolDescriptor withHints(Long cacheTtlMs, Long timeoutMs, Boolean idempotent) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent);
    }

    public ToolDescriptor withAnnotations(ObjectNode annotations) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent);
    }

    /** The tool as one that may (or must) run as a task. */
    public ToolDescriptor withTaskSupport(ToolExecution.TaskSupport support) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                new ToolExecution(support), cacheTtlMs, timeoutMs, idempotent);
    }

    /** Whether calls may run as tasks: {@code forbidden} unless the descriptor says otherwise. */
    public ToolExecution.TaskSupport taskSupport() {
        return execution == null ? ToolExecution.TaskSupport.FORBIDDEN : execution.taskSupportOrDefault();
    }

    public long effectiveTimeoutMs() {
        return timeoutMs == null || timeoutMs <= 0 ? DEFAULT_TIMEOUT_MS : timeoutMs;
    }

    public long effectiveCacheTtlMs() {
        return cacheTtlMs == null || cacheTtlMs < 0 ? 0 : cacheTtlMs;
    }
}
