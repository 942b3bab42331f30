package dev.switchboard.conformance.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** What the user did with an {@code elicitation/create} request (an MCP {@code ElicitResult}). */
public sealed interface ElicitationAnswer {

    /** The action as MCP names it. */
    String action();

    /** The user submitted the form; {@code content} holds the fields. */
    record Accepted(ObjectNode content) implements ElicitationAnswer {
        @Override
        public String action() {
            return "accept";
        }
    }

    /** The user explicitly said no. */
    record Declined() implements ElicitationAnswer {
        @Override
        public String action() {
            return "decline";
        }
    }

    /** The user dismissed the form without choosing. */
    record Cancelled() implements ElicitationAnswer {
        @Override
        public String action() {
            return "cancel";
        }
    }

    /** Reads an {@code ElicitResult}; an {@code accept} without {@code content} counts as an empty form. */
    static ElicitationAnswer read(JsonNode result) {
        if (result == null || !result.isObject()) {
            throw new MalformedAnswerException("expected an elicitation result object {action, content}, got "
                    + Describe.kind(result));
        }
        JsonNode action = result.get("action");
        if (action == null || !action.isTextual()) {
            throw new MalformedAnswerException("the elicitation result has no action (accept, decline or cancel)");
        }
        return switch (action.asText()) {
            case "accept" -> {
                JsonNode content = result.get("content");
                if (content != null && !content.isNull() && !content.isObject()) {
                    throw new MalformedAnswerException(
                            "the content of an accepted elicitation must be an object, got " + Describe.kind(content));
                }
                yield new Accepted(content == null || content.isNull() ? JsonNodeFactory.instance.objectNode()
                        : (ObjectNode) content);
            }
            case "decline" -> new Declined();
            case "cancel" -> new Cancelled();
            default -> throw new MalformedAnswerException("unknown elicitation action '" + action.asText()
                    + "' (expected accept, decline or cancel)");
        };
    }
}
