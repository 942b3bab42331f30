package dev.switchboard.gateway.telemetry;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;

/**
 * One MCP request being served: its SERVER span (current on this thread until closed) and its sample of
 * {@code mcp.server.operation.duration}. Say how it ended ({@link #toolError}, {@link #failed}), then close it.
 */
public final class Operation implements AutoCloseable {

    /** {@code error.type} of a tool result with {@code isError: true}. */
    public static final String TOOL_ERROR = "tool_error";

    private final OperationInfo info;
    private final Span span;
    private final Scope scope;
    private final MeterRegistry metrics;
    private final Duration[] buckets;
    private final long started = System.nanoTime();
    private boolean targetKnown;
    private String errorType;

    Operation(OperationInfo info, Span span, Scope scope, MeterRegistry metrics, Duration[] buckets) {
        this.info = info;
        this.span = span;
        this.scope = scope;
        this.metrics = metrics;
        this.buckets = buckets;
    }

    /**
     * The tool or prompt is one the caller's catalogue has. Only then is its name a metric label: a name a client made
     * up must not grow the histogram's series.
     */
    public void targetKnown() {
        targetKnown = true;
    }

    /** The request answered a tool result with {@code isError: true}. */
    public void toolError() {
        fail(TOOL_ERROR, "the tool answered isError");
    }

    /** The request failed with the JSON-RPC error {@code code}. */
    public void failed(int code, String message) {
        span.setAttribute("rpc.response.status_code", String.valueOf(code));
        fail(String.valueOf(code), message);
    }

    /** The request failed with something that is not a protocol error. */
    public void failed(Throwable error) {
        span.recordException(error);
        fail(error.getClass().getName(), error.getMessage());
    }

    private void fail(String type, String message) {
        errorType = type;
        span.setAttribute("error.type", type);
        span.setStatus(StatusCode.ERROR, message == null ? type : message);
    }

    @Override
    public void close() {
        long elapsed = System.nanoTime() - started;
        try {
            scope.close();
        } finally {
            span.end();
            Timer.builder(McpTelemetry.OPERATION_DURATION)
                    .description("MCP request duration as observed on the gateway, from receipt to answer")
                    .tag("mcp.method.name", info.method())
                    .tag("mcp.protocol.version", info.protocolVersion() == null ? "" : info.protocolVersion())
                    .tag("gen_ai.tool.name", targetKnown && info.toolName() != null ? info.toolName() : "")
                    .tag("gen_ai.prompt.name", targetKnown && info.promptName() != null ? info.promptName() : "")
                    .tag("error.type", errorType == null ? "" : errorType)
                    .serviceLevelObjectives(buckets)
                    .register(metrics).record(elapsed, TimeUnit.NANOSECONDS);
        }
    }
}
