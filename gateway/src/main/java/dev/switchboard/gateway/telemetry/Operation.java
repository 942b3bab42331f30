package dev.switchboard.gateway.telemetry;

import java.util.concurrent.TimeUnit;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;

/**
 * One MCP request being served: its SERVER span (current on the thread that started it until {@link #leaveThread})
 * and its sample of {@code mcp.server.operation.duration}. Say how it ended ({@link #toolError}, {@link #failed}), then
 * close it, on any thread.
 */
public final class Operation implements AutoCloseable {

    /** {@code error.type} of a tool result with {@code isError: true}. */
    public static final String TOOL_ERROR = "tool_error";

    private final OperationInfo info;
    private final Span span;
    private final Scope scope;
    private final McpTelemetry telemetry;
    private final long started = System.nanoTime();
    private boolean targetKnown;
    private boolean left;
    private String errorType;

    Operation(OperationInfo info, Span span, Scope scope, McpTelemetry telemetry) {
        this.info = info;
        this.span = span;
        this.scope = scope;
        this.telemetry = telemetry;
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

    /**
     * The span stops being current on this thread, the one that started it (the request goes on elsewhere: its answer
     * arrives on an event loop).
     */
    public void leaveThread() {
        if (!left) {
            left = true;
            scope.close();
        }
    }

    /** Ends the span and records the duration; on the starting thread, after {@link #leaveThread} on any other. */
    @Override
    public void close() {
        long elapsed = System.nanoTime() - started;
        try {
            leaveThread();
        } finally {
            span.end();
            telemetry.duration(new McpTelemetry.DurationSeries(info.method(),
                    info.protocolVersion() == null ? "" : info.protocolVersion(),
                    targetKnown && info.toolName() != null ? info.toolName() : "",
                    targetKnown && info.promptName() != null ? info.promptName() : "",
                    errorType == null ? "" : errorType)).record(elapsed, TimeUnit.NANOSECONDS);
        }
    }
}
