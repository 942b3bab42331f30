package dev.switchboard.gateway.handler;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.clientinput.InputRound;

/**
 * How a forwarded request ended, and the result (in contract shape) to answer with.
 *
 * @param input the input of the last round the service was called with (what a task's worker calls it with again
 *        when the service asked to {@link Ending#RUN_AS_TASK})
 */
record Forwarded(ObjectNode result, Ending ending, InputRound input) {

    Forwarded(ObjectNode result, Ending ending) {
        this(result, ending, InputRound.FIRST);
    }

    enum Ending {
        /** The service finished; the result may still be a tool's {@code isError}. */
        COMPLETED,
        /** The client must answer input requests first (2026-07-28 {@code input_required}). */
        NEEDS_CLIENT_INPUT,
        /** The call could not be completed; the result says why. */
        FAILED,
        /** The service asked for the call to run as a durable task (no result yet). */
        RUN_AS_TASK
    }

    boolean completedWithoutError() {
        return ending == Ending.COMPLETED && !result.path("isError").asBoolean(false);
    }
}
