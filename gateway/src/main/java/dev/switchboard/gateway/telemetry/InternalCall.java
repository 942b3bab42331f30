package dev.switchboard.gateway.telemetry;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;

/** The CLIENT span of one internal call from the gateway to a service. */
public final class InternalCall {

    private final Span span;

    InternalCall(Span span) {
        this.span = span;
    }

    /** Ends the span of a call that produced an answer (a result or the service's refusal). */
    public void succeeded() {
        span.end();
    }

    /**
     * Ends the span of a call that produced no answer: {@code errorType} says whether the service was down, answered
     * wrongly, or neither (cancelled, too slow); {@code reason} is the message the caller gets.
     */
    public void failed(String errorType, String reason) {
        span.setAttribute("error.type", errorType);
        span.setStatus(StatusCode.ERROR, reason);
        span.end();
    }
}
