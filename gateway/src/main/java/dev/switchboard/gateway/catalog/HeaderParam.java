package dev.switchboard.gateway.catalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.schema.InvalidSchemaException;

/**
 * A tool argument mirrored into an {@code Mcp-Param-{name}} header ({@code x-mcp-header}, 2026-07-28): the header
 * name, the chain of {@code properties} keys leading to the argument, and its primitive type.
 */
public record HeaderParam(String name, List<String> path, String type) {

    private static final String ANNOTATION = "x-mcp-header";
    /** RFC 9110 token characters. */
    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    private static final Set<String> PRIMITIVES = Set.of("string", "integer", "boolean");

    /** The argument's value in a call, or null when absent or JSON null. */
    public JsonNode valueIn(JsonNode arguments) {
        JsonNode node = arguments;
        for (String key : path) {
            if (node == null || !node.isObject()) {
                return null;
            }
            node = node.get(key);
        }
        return node == null || node.isNull() ? null : node;
    }

    /** Every valid annotation of an input schema; an annotation that breaks the rules makes the whole tool invalid. */
    public static List<HeaderParam> of(JsonNode inputSchema) {
        List<HeaderParam> params = new ArrayList<>();
        collectReachable(inputSchema, List.of(), params);
        int everywhere = countAnnotations(inputSchema);
        if (everywhere != params.size()) {
            throw new InvalidSchemaException(
                    ANNOTATION + " may only annotate properties reachable through \"properties\" alone", null);
        }
        Set<String> seen = new HashSet<>();
        for (HeaderParam param : params) {
            if (!seen.add(param.name().toLowerCase(Locale.ROOT))) {
                throw new InvalidSchemaException(ANNOTATION + " '" + param.name() + "' is used twice", null);
            }
        }
        return List.copyOf(params);
    }

    private static void collectReachable(JsonNode schema, List<String> path, List<HeaderParam> params) {
        JsonNode properties = schema.path("properties");
        if (!properties.isObject()) {
            return;
        }
        for (Map.Entry<String, JsonNode> property : properties.properties()) {
            List<String> childPath = new ArrayList<>(path);
            childPath.add(property.getKey());
            JsonNode child = property.getValue();
            if (child.has(ANNOTATION)) {
                params.add(validated(child, List.copyOf(childPath)));
            }
            collectReachable(child, childPath, params);
        }
    }

    private static HeaderParam validated(JsonNode property, List<String> path) {
        JsonNode name = property.get(ANNOTATION);
        if (!name.isTextual() || !TOKEN.matcher(name.asText()).matches()) {
            throw new InvalidSchemaException(ANNOTATION + " at " + String.join(".", path)
                    + " must be a non-empty HTTP token", null);
        }
        String type = property.path("type").asText("");
        if (!PRIMITIVES.contains(type)) {
            throw new InvalidSchemaException(ANNOTATION + " '" + name.asText()
                    + "' must annotate a string, integer or boolean property", null);
        }
        return new HeaderParam(name.asText(), path, type);
    }

    private static int countAnnotations(JsonNode node) {
        int count = 0;
        if (node.isObject()) {
            if (node.has(ANNOTATION)) {
                count++;
            }
            for (JsonNode child : node) {
                count += countAnnotations(child);
            }
        } else if (node.isArray()) {
            for (JsonNode child : node) {
                count += countAnnotations(child);
            }
        }
        return count;
    }
}
