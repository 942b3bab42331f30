package dev.switchboard.contract;

import java.util.Objects;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A service's MRTR-shaped answer to a tool call, prompt or resource read, as the gateway reads it: decoded once, right
 * where it arrives, and handed as it is (after any client-input rounds) to the handler that shapes the result. A
 * complete answer keeps the JSON it came as, so the gateway shapes it for the client in place instead of copying it;
 * an answer that needs input is decoded into its requests and state.
 */
public sealed interface ServiceReply permits ServiceReply.Completed, ServiceReply.NeedsInput, ServiceReply.RunAsTask {

    /**
     * The call finished; {@code json} is the service's result as received ({@code isError} and {@code _meta}
     * included), less the {@code _meta} keys MCP reserves ({@link ResultMeta}).
     */
    record Completed(ObjectNode json) implements ServiceReply {

        public Completed {
            Objects.requireNonNull(json, "json");
        }

        /** A domain failure the model can read (a tool's {@code isError: true}). */
        public boolean isError() {
            return json.path("isError").asBoolean(false);
        }
    }

    /**
     * The call needs the client's input before it can finish: the requests, and the state that must come back with the
     * answers (the service's own, or the gateway's sealed envelope of it once the gateway hands the requests on).
     */
    record NeedsInput(InputRequired request) implements ServiceReply {

        public NeedsInput {
            Objects.requireNonNull(request, "request");
        }

        /** The {@code input_required} result that hands the requests on: requests (when any), then the state. */
        public ObjectNode result(ObjectMapper json) {
            ObjectNode result = json.createObjectNode().put(ResultTypes.FIELD, ResultTypes.INPUT_REQUIRED);
            if (!request.inputRequests().isEmpty()) {
                result.set("inputRequests", json.valueToTree(request.inputRequests()));
            }
            if (request.requestState() != null) {
                result.put("requestState", request.requestState());
            }
            return result;
        }
    }

    /**
     * The service wants the call to run as a durable task: the gateway records the task, answers the client with it,
     * and calls the service again (same arguments and input) as the task's worker.
     */
    record RunAsTask() implements ServiceReply {
    }

    /**
     * Decodes an answer by its {@code resultType}.
     *
     * @throws UnreadableReply when the answer has another or no {@code resultType}, or an unreadable input request
     */
    static ServiceReply read(ObjectNode answer, ObjectMapper json) {
        String type = answer.path(ResultTypes.FIELD).asText("");
        return switch (type) {
            case ResultTypes.COMPLETE -> {
                ResultMeta.dropReserved(answer);
                yield new Completed(answer);
            }
            case ResultTypes.INPUT_REQUIRED -> {
                try {
                    yield new NeedsInput(json.treeToValue(answer, InputRequired.class));
                } catch (JsonProcessingException | IllegalArgumentException e) {
                    throw new UnreadableReply("an input_required answer that cannot be read (" + e.getMessage() + ")");
                }
            }
            case ResultTypes.TASK -> new RunAsTask();
            default -> throw new UnreadableReply(type.isEmpty() ? "an answer without resultType"
                    : "an answer with resultType '" + type + "'");
        };
    }

    /** An answer that is not MRTR-shaped; the message says what was wrong with it. */
    final class UnreadableReply extends RuntimeException {

        public UnreadableReply(String message) {
            super(message);
        }
    }
}
