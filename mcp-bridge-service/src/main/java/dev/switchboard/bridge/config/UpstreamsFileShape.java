package dev.switchboard.bridge.config;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The shape of an upstreams file, checked before it is bound: a JSON object {@code {"upstreams": [...]}}, each upstream
 * an object with a {@code name} and a {@code transport}, every field one the bridge knows and of its type. The known
 * fields and their types are the components of {@link UpstreamSpec} and the records under it, so the check follows
 * the records. Binding alone would drop an unknown field (the records ignore them, since run-time upstreams carry the
 * admin API's own fields) and would name a wrong type by the bridge's class names.
 */
final class UpstreamsFileShape {

    static final String EXPECTED = "the file holds {\"upstreams\": [...]}, one object per upstream";
    private static final Set<String> REQUIRED = Set.of("name", "transport");

    private UpstreamsFileShape() {
    }

    /** What is wrong with the file's content, one sentence per problem, each starting with the field's path. */
    static List<String> problems(JsonNode root) {
        List<String> problems = new ArrayList<>();
        if (!root.isObject()) {
            problems.add("the content is " + kind(root) + "; " + EXPECTED);
            return problems;
        }
        root.fieldNames().forEachRemaining(field -> {
            if (!field.equals("upstreams")) {
                problems.add(field + ": unknown field; " + EXPECTED);
            }
        });
        JsonNode upstreams = root.get("upstreams");
        if (upstreams == null) {
            problems.add("upstreams: missing; " + EXPECTED + " (an empty list when there are none)");
        } else if (!upstreams.isArray()) {
            problems.add("upstreams: must be a list, not " + kind(upstreams) + "; " + EXPECTED);
        } else {
            for (int i = 0; i < upstreams.size(); i++) {
                upstream(upstreams.get(i), "upstreams[" + i + "]", problems);
            }
        }
        return problems;
    }

    private static void upstream(JsonNode upstream, String path, List<String> problems) {
        if (!upstream.isObject()) {
            problems.add(path + ": must be an object with name, transport and its settings, not " + kind(upstream));
            return;
        }
        String named = upstream.path("name").isTextual() ? path + " ('" + upstream.get("name").asText() + "')" : path;
        for (String field : REQUIRED) {
            if (!upstream.hasNonNull(field)) {
                problems.add(named + "." + field + ": missing; every upstream has a name (1-32 lower-case letters, "
                        + "digits or dashes) and a transport (stdio, http or sse)");
            }
        }
        object(upstream, UpstreamSpec.class, named, problems);
    }

    private static void object(JsonNode node, Class<?> type, String path, List<String> problems) {
        RecordComponent[] components = type.getRecordComponents();
        node.fields().forEachRemaining(field -> {
            String at = path + "." + field.getKey();
            RecordComponent component = Arrays.stream(components)
                    .filter(candidate -> candidate.getName().equals(field.getKey())).findFirst().orElse(null);
            if (component == null) {
                problems.add(at + ": unknown field; known here: " + String.join(", ", Arrays.stream(components)
                        .map(RecordComponent::getName).toList()));
            } else {
                value(field.getValue(), component.getGenericType(), at, problems);
            }
        });
    }

    private static void value(JsonNode node, Type type, String path, List<String> problems) {
        if (node.isNull()) {
            return;
        }
        if (type instanceof ParameterizedType generic) {
            Type raw = generic.getRawType();
            Type element = generic.getActualTypeArguments()[generic.getActualTypeArguments().length - 1];
            if (raw == List.class) {
                if (!node.isArray()) {
                    problems.add(path + ": must be a list, not " + kind(node));
                    return;
                }
                for (int i = 0; i < node.size(); i++) {
                    value(node.get(i), element, path + "[" + i + "]", problems);
                }
            } else if (raw == Map.class) {
                if (!node.isObject()) {
                    problems.add(path + ": must be an object of names to values, not " + kind(node));
                    return;
                }
                node.fields().forEachRemaining(entry -> value(entry.getValue(), element,
                        path + "." + entry.getKey(), problems));
            }
            return;
        }
        Class<?> plain = (Class<?>) type;
        if (plain.isRecord()) {
            if (node.isObject()) {
                object(node, plain, path, problems);
            } else {
                problems.add(path + ": must be an object, not " + kind(node));
            }
        } else if ((plain == String.class || plain.isEnum()) && !node.isTextual()) {
            problems.add(path + ": must be a string, not " + kind(node));
        } else if ((plain == Long.class || plain == Integer.class) && !node.isIntegralNumber()) {
            problems.add(path + ": must be a whole number (milliseconds for a timeout), not " + kind(node));
        } else if (plain == Boolean.class && !node.isBoolean()) {
            problems.add(path + ": must be true or false, not " + kind(node));
        }
    }

    /** What a JSON value is, as a person would say it. */
    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "empty";
        };
    }
}
