package dev.switchboard.gateway.telemetry;

import org.jboss.logging.MDC;

import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * A request's trace context and the tenant in its log context, taken from the thread that sends a call, to be current
 * again where the call's answer is handled (an event loop): log lines written there name the request's trace, span and
 * tenant as the request's own thread would.
 */
public final class CarriedContext {

    private final Context trace;
    private final Object tenant;

    CarriedContext(Context trace, Object tenant) {
        this.trace = trace;
        this.tenant = tenant;
    }

    /** Runs {@code work} with the carried context current, then puts back what was current before. */
    public void run(Runnable work) {
        Object before = tenant == null ? null : MDC.get(McpTelemetry.TENANT);
        if (tenant != null) {
            MDC.put(McpTelemetry.TENANT, tenant);
        }
        try (Scope ignored = trace == null ? Scope.noop() : trace.makeCurrent()) {
            work.run();
        } finally {
            if (tenant != null) {
                if (before == null) {
                    MDC.remove(McpTelemetry.TENANT);
                } else {
                    MDC.put(McpTelemetry.TENANT, before);
                }
            }
        }
    }
}
