package dev.switchboard.contractcheck;

import java.util.Iterator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Arguments made from a tool's input schema: its required properties, each the schema's {@code const}, first
 * {@code enum} value, {@code default} or first of {@code examples}, else a value of its type within its bounds. Good
 * enough for plain schemas; the caller validates the result and asks the author for arguments when it fails.
 */
final class SampleArguments {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 12;

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
        if (schema.path("$ref").isTextual() && schema.get("$ref").asText().startsWith("#")) {
            return value(root.at(schema.get("$ref").asText().substring(1)), depth + 1);
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
        for (String branches : new String[] { "oneOf", "anyOf" }) {
            if (schema.path(branches).isArray() && !schema.get(branches).isEmpty()) {
                return value(schema.get(branches).get(0), depth + 1);
            }
        }
        return switch (type(schema)) {
            case "object" -> object(schema, depth);
            case "array" -> array(schema, depth);
            case "string" -> string(schema);
            case "integer" -> NODES.numberNode((long) number(schema, 1));
            case "number" -> NODES.numberNode(number(schema, 1.5));
            case "boolean" -> NODES.booleanNode(true);
            case "null" -> NODES.nullNode();
            default -> schema.has("properties") || schema.has("required") ? object(schema, depth) : NODES.textNode("sample");
        };
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
        for (JsonNode part : schema.path("allOf")) {
            JsonNode merged = value(part, depth + 1);
            if (merged instanceof ObjectNode fields) {
                object.setAll(fields);
            }
        }
        Iterator<JsonNode> required = schema.path("required").elements();
        while (required.hasNext()) {
            String name = required.next().asText();
            object.set(name, value(schema.path("properties").path(name), depth + 1));
        }
        return object;
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

    private static JsonNode string(JsonNode schema) {
        String text = switch (schema.path("format").asText("")) {
            case "date-time" -> "2026-01-01T00:00:00Z";
            case "date" -> "2026-01-01";
            case "time" -> "12:00:00Z";
            case "email" -> "someone@example.com";
            case "uri", "url", "iri" -> "https://example.com/";
            case "uuid" -> "00000000-0000-4000-8000-000000000000";
            case "hostname" -> "example.com";
            case "ipv4" -> "192.0.2.1";
            default -> "sample text";
        };
        int min = schema.path("minLength").asInt(0);
        int max = schema.path("maxLength").asInt(Integer.MAX_VALUE);
        StringBuilder sized = new StringBuilder(text);
        while (sized.length() < min) {
            sized.append('x');
        }
        return NODES.textNode(sized.length() > max ? sized.substring(0, max) : sized.toString());
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
