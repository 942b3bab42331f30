package dev.switchboard.gateway.clientinput;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** What follows a service's {@code input_required}. */
public sealed interface InputStep {

    /** The client answered: call the service again with this input. */
    record Retry(InputRound round) implements InputStep {
    }

    /** Answer the client now with {@code result} (2026-07-28: {@code input_required} with a sealed state). */
    record Answer(ObjectNode result) implements InputStep {
    }

    /** The input cannot be obtained; {@code reason} is written for the model to read. */
    record Fail(String reason) implements InputStep {
    }
}
