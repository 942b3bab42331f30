package dev.switchboard.gateway.telemetry;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.MDC;

import com.fasterxml.jackson.databind.JsonNode;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.vertx.core.MultiMap;
import io.vertx.core.http.RequestOptions;

/**
 * Traces and the operation histogram of the MCP semantic conventions (OpenTelemetry GenAI, "MCP"): a SERVER span per
 * MCP request named {@code {mcp.method.name} {target}}, a CLIENT span per internal call, and
 * {@code mcp.server.operation.duration}. The parent of a request's span is the trace context in its
 * {@code params._meta} ({@code traceparent}, {@code tracestate}, {@code baggage}), else the one in its HTTP headers;
 * every internal call carries the current context on to the service in its headers.
 * <p>
 * With traces off ({@code quarkus.otel.sdk.disabled}, the default) none of that runs: the SDK that Quarkus builds then
 * has no span processor but still makes, fills and ends every span and makes its context current (with the log MDC),
 * which was about a tenth of the gateway's CPU per call. The histogram is kept either way.
 */
@Singleton
public class McpTelemetry {

    /** The log context's key of the calling tenant. */
    public static final String TENANT = "tenant";
    /** The histogram of every MCP request's duration, in seconds. */
    public static final String OPERATION_DURATION = "mcp.server.operation.duration";
    /** The conventions' recommended buckets for {@link #OPERATION_DURATION}, in seconds. */
    static final double[] BUCKETS = { 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300 };

    private static final TextMapGetter<MultiMap> HEADERS = new TextMapGetter<>() {
        @Override
        public Iterable<String> keys(MultiMap carrier) {
            return carrier.names();
        }

        @Override
        public String get(MultiMap carrier, String key) {
            return carrier == null ? null : carrier.get(key);
        }
    };

    private static final TextMapGetter<JsonNode> META = new TextMapGetter<>() {
        @Override
        public Iterable<String> keys(JsonNode carrier) {
            List<String> names = new ArrayList<>();
            for (Iterator<String> it = carrier.fieldNames(); it.hasNext();) {
                names.add(it.next());
            }
            return names;
        }

        @Override
        public String get(JsonNode carrier, String key) {
            JsonNode value = carrier == null ? null : carrier.get(key);
            return value != null && value.isTextual() ? value.asText() : null;
        }
    };

    private final boolean tracing;
    private final Tracer tracer;
    private final TextMapPropagator propagator;
    private final MeterRegistry metrics;
    private final Duration[] buckets;
    /**
     * The duration timers by their tags, found again without building a Micrometer id per request (a builder, six
     * tags and a registry lookup each time were about 1 % of the gateway's CPU per call). As bounded as the registry's
     * series: a tool or prompt name is a tag only when the caller's catalogue has it.
     */
    private final Map<DurationSeries, Timer> durations = new ConcurrentHashMap<>();

    record DurationSeries(String method, String protocolVersion, String tool, String prompt, String errorType) {
    }

    McpTelemetry(OpenTelemetry openTelemetry, MeterRegistry metrics,
            @ConfigProperty(name = "quarkus.otel.sdk.disabled", defaultValue = "false") boolean tracesOff) {
        this.tracing = !tracesOff;
        this.tracer = openTelemetry.getTracer("dev.switchboard.gateway");
        this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
        this.metrics = metrics;
        this.buckets = new Duration[BUCKETS.length];
        for (int i = 0; i < BUCKETS.length; i++) {
            buckets[i] = Duration.ofNanos((long) (BUCKETS[i] * 1_000_000_000L));
        }
    }

    /**
     * {@code task}, to run in the trace context the HTTP request carries in its headers (the root context when it
     * carries none); as it is when traces are off.
     */
    public Runnable inTraceOf(MultiMap headers, Runnable task) {
        return tracing ? propagator.extract(Context.root(), headers, HEADERS).wrap(task) : task;
    }

    /**
     * The current trace context (only when traces are on) and the tenant in the log context, to make current again
     * where the request goes on.
     */
    public CarriedContext carry() {
        return new CarriedContext(tracing ? Context.current() : null, MDC.get(TENANT));
    }

    /**
     * Starts the SERVER span of one MCP request and makes it current on this thread until the operation is closed.
     * Its parent is the trace context in {@code meta} (the request's {@code params._meta}) when that has a
     * {@code traceparent}, else the current one (the HTTP headers', set by the front door).
     */
    public Operation start(OperationInfo info, JsonNode meta) {
        if (!tracing) {
            return new Operation(info, Span.getInvalid(), Scope.noop(), this);
        }
        Context parent = meta != null && meta.isObject() && meta.hasNonNull("traceparent")
                ? propagator.extract(Context.current(), meta, META)
                : Context.current();
        Span span = tracer.spanBuilder(info.spanName()).setSpanKind(SpanKind.SERVER).setParent(parent)
                .setAllAttributes(info.attributes()).startSpan();
        return new Operation(info, span, span.storeInContext(parent).makeCurrent(), this);
    }

    /**
     * Starts the CLIENT span of an internal call to {@code service} and writes the trace context into the call's
     * headers; the caller ends the span with {@link InternalCall#end}.
     */
    public InternalCall internalCall(String service, String url, RequestOptions options) {
        if (!tracing) {
            return new InternalCall(Span.getInvalid());
        }
        Span span = tracer.spanBuilder("POST " + service).setSpanKind(SpanKind.CLIENT)
                .setAttribute("http.request.method", "POST").setAttribute("url.full", url)
                .setAttribute("server.address", options.getHost() == null ? "" : options.getHost())
                .setAttribute("switchboard.service", service).startSpan();
        propagator.inject(Context.current().with(span), options, (carrier, key, value) -> carrier.putHeader(key, value));
        return new InternalCall(span);
    }

    /** The {@link #OPERATION_DURATION} timer of one series. */
    Timer duration(DurationSeries series) {
        return durations.computeIfAbsent(series, key -> Timer.builder(OPERATION_DURATION)
                .description("MCP request duration as observed on the gateway, from receipt to answer")
                .tag("mcp.method.name", key.method())
                .tag("mcp.protocol.version", key.protocolVersion())
                .tag("gen_ai.tool.name", key.tool())
                .tag("gen_ai.prompt.name", key.prompt())
                .tag("error.type", key.errorType())
                .serviceLevelObjectives(buckets)
                .register(metrics));
    }
}
