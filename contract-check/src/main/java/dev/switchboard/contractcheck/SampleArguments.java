package dev.switchboard.contractcheck;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Arguments made from a tool's input schema: its required properties, each the schema's {@code const}, first
 * {@code enum} value, {@code default} or first of {@code examples}, else a value of its type within its bounds and
 * matching its {@code pattern}. An object's required properties include those its {@code allOf} parts, its first
 * {@code anyOf}/{@code oneOf} branch and the {@code then} or {@code else} its {@code if} selects require, each made from
 * the schema the object gives it. Good enough for plain schemas; the caller validates the result and asks the author for
 * arguments when it fails.
 */
final class SampleArguments {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 12;
    /** Tried in turn against a string's {@code pattern}: words, names, numbers, a phone number, a path. */
    private static final List<String> TEXTS = List.of("sample text", "sample", "sample-1", "12345", "+1 555 0100",
            "/sample", "a", "1");
    private static final Map<String, String> FORMATS = Map.of("date-time", "2026-01-01T00:00:00Z", "date",
            "2026-01-01", "time", "12:00:00Z", "email", "someone@example.com", "uri", "https://example.com/", "url",
            "https://example.com/", "iri", "https://example.com/", "uuid", "00000000-0000-4000-8000-000000000000",
            "hostname", "example.com", "ipv4", "192.0.2.1");

    private final JsonNode root;

    private SampleArguments(JsonNode root) {
        this.root = root;
    }

    static ObjectNode of(JsonNode inputSchema) {
        JsonNode sample = new SampleArguments(inputSchema).value(inputSchema, 0);
        return sample instanceof ObjectNode object ? object : NODES.objectNode();
    }

    private JsonNode value(JsonNode schema, int depth) {
        if (depth > MAX_DEPTH || schema == null || !schema.isObject()) {
            return NODES.objectNode();
        }
        if (schema.has("$ref")) {
            return value(resolve(schema), depth + 1);
        }
        for (String given : new String[] { "const", "default" }) {
            if (schema.has(given)) {
                return schema.get(given).deepCopy();
            }
        }
        for (String listed : new String[] { "enum", "examples" }) {
            if (schema.path(listed).isArray() && !schema.get(listed).isEmpty()) {
                return schema.get(listed).get(0).deepCopy();
            }
        }
        String type = type(schema);
        if (type.equals("object") || type.isEmpty() && (schema.has("properties") || schema.has("required"))) {
            return object(schema, depth);
        }
        if (type.isEmpty()) {
            JsonNode branch = firstBranch(schema);
            return branch != null ? value(branch, depth + 1) : NODES.textNode("sample");
        }
        return switch (type) {
            case "array" -> array(schema, depth);
            case "string" -> string(schema);
            case "integer" -> NODES.numberNode((long) number(schema, 1));
            case "number" -> NODES.numberNode(number(schema, 1.5));
            case "boolean" -> NODES.booleanNode(true);
            case "null" -> NODES.nullNode();
            default -> NODES.textNode("sample");
        };
    }

    /** The schema a local {@code $ref} names: a JSON pointer ({@code #/$defs/x}) or an {@code $anchor} ({@code #x}). */
    private JsonNode resolve(JsonNode schema) {
        String ref = schema.path("$ref").asText("");
        if (ref.startsWith("#/") || ref.equals("#")) {
            return root.at(ref.substring(1));
        }
        if (ref.startsWith("#")) {
            for (JsonNode definition : root.path("$defs")) {
                if (definition.path("$anchor").asText().equals(ref.substring(1))) {
                    return definition;
                }
            }
        }
        return NODES.missingNode();
    }

    private static JsonNode firstBranch(JsonNode schema) {
        for (String branches : new String[] { "oneOf", "anyOf" }) {
            if (schema.path(branches).isArray() && !schema.get(branches).isEmpty()) {
                return schema.get(branches).get(0);
            }
        }
        return null;
    }

    private static String type(JsonNode schema) {
        JsonNode type = schema.path("type");
        if (type.isArray()) {
            for (JsonNode each : type) {
                if (!each.asText().equals("null")) {
                    return each.asText();
                }
            }
        }
        return type.asText("");
    }

    private ObjectNode object(JsonNode schema, int depth) {
        ObjectNode object = NODES.objectNode();
        require(object, schema, schema, depth);
        return object;
    }

    /**
     * Adds to {@code object} what {@code part} of the object schema {@code whole} requires: a property is made from its
     * schema in {@code part}, else in {@code whole} (a branch such as {@code {"required": ["phone"]}} names a property
     * the object describes).
     */
    private void require(ObjectNode object, JsonNode part, JsonNode whole, int depth) {
        if (depth > MAX_DEPTH || !part.isObject()) {
            return;
        }
        if (part.has("$ref")) {
            JsonNode target = resolve(part);
            require(object, target, target.has("properties") ? target : whole, depth + 1);
        }
        for (JsonNode each : part.path("allOf")) {
            require(object, each, whole, depth + 1);
        }
        JsonNode branch = firstBranch(part);
        if (branch != null) {
            require(object, branch, whole, depth + 1);
        }
        for (JsonNode required : part.path("required")) {
            String name = required.asText();
            if (!object.has(name)) {
                JsonNode own = part.path("properties").path(name);
                object.set(name, value(own.isMissingNode() ? whole.path("properties").path(name) : own, depth + 1));
            }
        }
        if (part.has("if")) {
            require(object, satisfies(object, part.get("if")) ? part.path("then") : part.path("else"), whole,
                    depth + 1);
        }
    }

    /** Whether {@code object} satisfies an {@code if} schema's {@code required}, {@code const} and {@code enum}. */
    private static boolean satisfies(ObjectNode object, JsonNode condition) {
        for (JsonNode required : condition.path("required")) {
            if (!object.has(required.asText())) {
                return false;
            }
        }
        for (Map.Entry<String, JsonNode> property : condition.path("properties").properties()) {
            JsonNode value = object.get(property.getKey());
            JsonNode rule = property.getValue();
            if (value != null && (rule.has("const") && !rule.get("const").equals(value)
                    || rule.path("enum").isArray() && !contains(rule.get("enum"), value))) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode each : values) {
            if (each.equals(value)) {
                return true;
            }
        }
        return false;
    }

    private ArrayNode array(JsonNode schema, int depth) {
        ArrayNode array = NODES.arrayNode();
        int items = Math.max(1, schema.path("minItems").asInt(1));
        for (int i = 0; i < items; i++) {
            JsonNode prefix = schema.path("prefixItems").path(i);
            array.add(value(prefix.isMissingNode() ? schema.path("items") : prefix, depth + 1));
        }
        return array;
    }

    /** The format's example, else the first of {@link #TEXTS} that matches the pattern once sized to the bounds. */
    private static JsonNode string(JsonNode schema) {
        int min = schema.path("minLength").asInt(0);
        int max = schema.path("maxLength").asInt(Integer.MAX_VALUE);
        String format = FORMATS.get(schema.path("format").asText(""));
        if (format != null) {
            return NODES.textNode(sized(format, min, max));
        }
        Pattern pattern = pattern(schema);
        return NODES.textNode(TEXTS.stream().map(text -> sized(text, min, max))
                .filter(text -> pattern == null || pattern.matcher(text).find()).findFirst()
                .orElse(sized(TEXTS.get(0), min, max)));
    }

    private static Pattern pattern(JsonNode schema) {
        if (!schema.path("pattern").isTextual()) {
            return null;
        }
        try {
            return Pattern.compile(schema.get("pattern").asText());
        } catch (PatternSyntaxException e) {
            return null;
        }
    }

    /** {@code text} cut to {@code max}, or made {@code min} long by repeating its last character. */
    private static String sized(String text, int min, int max) {
        StringBuilder sized = new StringBuilder(text);
        while (sized.length() < min) {
            sized.append(text.charAt(text.length() - 1));
        }
        return sized.length() > max ? sized.substring(0, max) : sized.toString();
    }

    private static double number(JsonNode schema, double preferred) {
        double value = preferred;
        if (schema.has("minimum")) {
            value = Math.max(value, schema.get("minimum").asDouble());
        }
        if (schema.has("exclusiveMinimum")) {
            value = Math.max(value, Math.floor(schema.get("exclusiveMinimum").asDouble()) + 1);
        }
        if (schema.has("maximum")) {
            value = Math.min(value, schema.get("maximum").asDouble());
        }
        if (schema.has("exclusiveMaximum")) {
            value = Math.min(value, Math.ceil(schema.get("exclusiveMaximum").asDouble()) - 1);
        }
        return value;
    }
}
