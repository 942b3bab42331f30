package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * What is wrong with a request body that Jackson could not read, in an operator's words: the field it is about (a
 * dotted path such as {@code quotas.requestsPerMinute}, {@code tools.allow[0]}; null when the body is not JSON at all)
 * and the problem ("expected a whole number, not \"lots\"").
 */
record JsonProblem(String field, String problem) {

    static JsonProblem of(JsonProcessingException e) {
        String field = e instanceof JsonMappingException mapping ? field(mapping) : field(e.getProcessor());
        return new JsonProblem(field, problem(e));
    }

    /** The whole message: the field first, then the problem. */
    String message() {
        return field == null ? problem : field + ": " + problem;
    }

    private static String problem(JsonProcessingException e) {
        return switch (e) {
            case UnrecognizedPropertyException unknown -> "unknown field; the known ones here are "
                    + unknown.getKnownPropertyIds().stream().map(String::valueOf).sorted()
                            .collect(Collectors.joining(", "));
            case InvalidFormatException invalid -> "expected " + expected(invalid.getTargetType()) + ", not "
                    + shown(invalid.getValue());
            case MismatchedInputException mismatched -> "expected " + expected(mismatched.getTargetType())
                    + found(mismatched.getProcessor());
            case JsonMappingException mapping -> mapping.getOriginalMessage();
            default -> "the body is not valid JSON: " + e.getOriginalMessage() + at(e.getLocation());
        };
    }

    /** What a value of {@code type} looks like in JSON. */
    static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants()).map(String::valueOf)
                    .collect(Collectors.joining(", "));
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class
                || type == Short.class || type == short.class) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (CharSequence.class.isAssignableFrom(type)) {
            return "a string";
        }
        if (Temporal.class.isAssignableFrom(type)) {
            return "an ISO-8601 instant such as 2027-01-01T00:00:00Z";
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "an object";
        }
        return "a " + type.getSimpleName();
    }

    private static String shown(Object value) {
        return value instanceof CharSequence text ? "\"" + text + "\"" : String.valueOf(value);
    }

    /**
     * ", not \"lots\"" or ", not an array": what the parser stopped at, when it still knows (a body read from a tree,
     * as the admin API reads its records; a closed stream parser no longer does).
     */
    private static String found(Object processor) {
        if (!(processor instanceof JsonParser parser) || parser.currentToken() == null) {
            return "";
        }
        try {
            String what = switch (parser.currentToken()) {
                case START_ARRAY -> "an array";
                case START_OBJECT -> "an object";
                case VALUE_STRING -> shown(parser.getText());
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT, VALUE_TRUE, VALUE_FALSE, VALUE_NULL -> parser.getText();
                default -> null;
            };
            return what == null ? "" : ", not " + what;
        } catch (IOException e) {
            return "";
        }
    }

    private static String field(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.isEmpty() ? null : path.toString();
    }

    /** Where a parser stopped, as a field path, for errors below the mapping layer (a number out of range). */
    private static String field(Object processor) {
        if (!(processor instanceof JsonParser parser)) {
            return null;
        }
        List<String> segments = new ArrayList<>();
        for (JsonStreamContext context = parser.getParsingContext(); context != null; context = context.getParent()) {
            if (context.inObject() && context.getCurrentName() != null) {
                segments.addFirst("." + context.getCurrentName());
            } else if (context.inArray() && context.getCurrentIndex() >= 0) {
                segments.addFirst("[" + context.getCurrentIndex() + "]");
            }
        }
        String path = String.join("", segments);
        return path.isEmpty() ? null : path.startsWith(".") ? path.substring(1) : path;
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 0 ? ""
                : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
