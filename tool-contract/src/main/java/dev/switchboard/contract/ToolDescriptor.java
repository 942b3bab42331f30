package dev.switchboard.contract;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A tool as MCP describes it (name … icons, {@code _meta}, {@code execution}) plus the gateway hints: how long a result
 * may be cached (0 = never), how long a call may take, whether repeating a call is harmless (a task whose gateway
 * replica died is re-run only then), the other names an MCP App's view may call the tool by ({@code appAliases}: the
 * name its own server gave it, when a bridge exposes it under a prefixed one), and the tenants that may see and call it
 * ({@code tenants}; every tenant when absent).
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
        Boolean idempotent,
        List<String> appAliases,
        List<String> tenants) {

    public static final long DEFAULT_TIMEOUT_MS = 30_000;

    public ToolDescriptor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(inputSchema, "inputSchema");
        appAliases = appAliases == null || appAliases.isEmpty() ? null : List.copyOf(appAliases);
        tenants = tenants == null ? null : List.copyOf(tenants);
    }

    /** A tool no view calls by another name. */
    public ToolDescriptor(String name, String title, String description, ObjectNode inputSchema,
            ObjectNode outputSchema, ObjectNode annotations, JsonNode icons, ObjectNode meta, ToolExecution execution,
            Long cacheTtlMs, Long timeoutMs, Boolean idempotent) {
        this(name, title, description, inputSchema, outputSchema, annotations, icons, meta, execution, cacheTtlMs,
                timeoutMs, idempotent, null, null);
    }

    /** The descriptor fields only, for {@code tools/list}. */
    public static ToolDescriptor of(String name, String title, String description, ObjectNode inputSchema,
            ObjectNode outputSchema) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, null, null, null, null, null, null,
                null, null, null);
    }

    public ToolDescriptor withHints(Long cacheTtlMs, Long timeoutMs, Boolean idempotent) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent, appAliases, tenants);
    }

    public ToolDescriptor withAnnotations(ObjectNode annotations) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent, appAliases, tenants);
    }

    /** The tool with this {@code _meta} (for instance {@link McpApps#toolMeta}, naming its view). */
    public ToolDescriptor withMeta(ObjectNode meta) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent, appAliases, tenants);
    }

    /** The tool as one that may (or must) run as a task. */
    public ToolDescriptor withTaskSupport(ToolExecution.TaskSupport support) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                new ToolExecution(support), cacheTtlMs, timeoutMs, idempotent, appAliases, tenants);
    }

    /** The tool as only {@code tenants} see and call it; null for every tenant. */
    public ToolDescriptor withTenants(List<String> tenants) {
        return new ToolDescriptor(name, title, description, inputSchema, outputSchema, annotations, icons, meta,
                execution, cacheTtlMs, timeoutMs, idempotent, appAliases, tenants);
    }

    /** Whether a caller of {@code tenant} may see and call the tool. */
    public boolean visibleTo(String tenant) {
        return tenants == null || tenants.contains(tenant);
    }

    /** Whether calls may run as tasks: {@code forbidden} unless the descriptor says otherwise. */
    public ToolExecution.TaskSupport taskSupport() {
        return execution == null ? ToolExecution.TaskSupport.FORBIDDEN : execution.taskSupportOrDefault();
    }

    /** The view that renders this tool's results ({@code _meta.ui.resourceUri}), if it has one. */
    public Optional<String> viewUri() {
        return McpApps.resourceUri(meta);
    }

    /** Whether the model may see and call the tool: false for a tool only its view calls. */
    public boolean visibleToModel() {
        return McpApps.visibleToModel(meta);
    }

    /** The names a view may call this tool by besides its own; empty for most tools. */
    public List<String> appAliasesOrNone() {
        return appAliases == null ? List.of() : appAliases;
    }

    public long effectiveTimeoutMs() {
        return timeoutMs == null || timeoutMs <= 0 ? DEFAULT_TIMEOUT_MS : timeoutMs;
    }

    public long effectiveCacheTtlMs() {
        return cacheTtlMs == null || cacheTtlMs < 0 ? 0 : cacheTtlMs;
    }
}
