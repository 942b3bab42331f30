package dev.switchboard.gateway.telemetry;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;

/** The CLIENT span of one internal call from the gateway to a service. */
public final class InternalCall {

    private final Span span;

    InternalCall(Span span) {
        this.span = span;
    }

    /** Ends the span: {@code failure} says why the call did not produce an answer, null when it did. */
    public void end(String failure) {
        if (failure != null) {
            span.setAttribute("error.type", "service_unavailable");
            span.setStatus(StatusCode.ERROR, failure);
        }
        span.end();
    }
}
