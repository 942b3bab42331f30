package dev.switchboard.conformance.input;

import com.fasterxml.jackson.databind.JsonNode;

/** Names the JSON type of a value for error messages. */
final class Describe {

    private Describe() {
    }

    static String kind(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            case NUMBER -> "a number";
            case OBJECT -> "an object";
            case STRING -> "a string";
            default -> "an unsupported value";
        };
    }
}
