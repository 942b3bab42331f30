package dev.switchboard.gateway.task;

import java.util.Objects;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** How one round of a task's call ended. */
public sealed interface RoundEnd {

    /** The call returned a result (a tool error included): the task is {@code completed} with it. */
    record Completed(ObjectNode result) implements RoundEnd {

        public Completed {
            Objects.requireNonNull(result, "result");
        }
    }

    /** The service needs the client: the task waits in {@code input_required} for these requests (by service key). */
    record NeedsInput(ObjectNode inputRequests, String serviceState) implements RoundEnd {

        public NeedsInput {
            Objects.requireNonNull(inputRequests, "inputRequests");
        }
    }

    /** The call ended in a JSON-RPC error ({@code code}, {@code message}, {@code data}): the task is {@code failed}. */
    record Failed(ObjectNode error) implements RoundEnd {

        public Failed {
            Objects.requireNonNull(error, "error");
        }
    }

    /** The call was cancelled: the cancellation already recorded what the task became. */
    record Abandoned() implements RoundEnd {
    }
}
