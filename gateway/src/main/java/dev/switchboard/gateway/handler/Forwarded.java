package dev.switchboard.gateway.handler;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** How a forwarded request ended, and the result (in contract shape) to answer with. */
record Forwarded(ObjectNode result, Ending ending) {

    enum Ending {
        /** The service finished; the result may still be a tool's {@code isError}. */
        COMPLETED,
        /** The client must answer input requests first (2026-07-28 {@code input_required}). */
        NEEDS_CLIENT_INPUT,
        /** The call could not be completed; the result says why. */
        FAILED
    }

    boolean completedWithoutError() {
        return ending == Ending.COMPLETED && !result.path("isError").asBoolean(false);
    }
}
