package dev.switchboard.gateway.clientinput;

import dev.switchboard.contract.InputRequired;

/** What follows a service's {@code input_required}. */
public sealed interface InputStep {

    /** The client answered: call the service again with this input. */
    record Retry(InputRound round) implements InputStep {
    }

    /**
     * Hand these requests on now, with the state that must come back with the answers (2026-07-28: the gateway's
     * sealed state, to the client; a task's worker: the service's own, to the task).
     */
    record Answer(InputRequired handedOn) implements InputStep {
    }

    /** The input cannot be obtained; {@code reason} is written for the model to read. */
    record Fail(String reason) implements InputStep {
    }
}
