package dev.switchboard.memory.tools;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.record.SpaceName;

/** Pieces of the tools' input schemas that several tools share. */
final class MemorySchemas {

    static final String SESSION_ID = "session_id";

    private MemorySchemas() {
    }

    static ObjectNode object() {
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
        schema.put("additionalProperties", false);
        schema.putObject("properties");
        return schema;
    }

    static ObjectNode properties(ObjectNode schema) {
        return (ObjectNode) schema.get("properties");
    }

    static void require(ObjectNode schema, String... names) {
        ArrayNode required = schema.putArray("required");
        for (String name : names) {
            required.add(name);
        }
    }

    static void sessionId(ObjectNode schema, String description) {
        properties(schema).putObject(SESSION_ID).put("type", "string").put("pattern", SpaceName.PATTERN)
                .put("description", description);
    }

    static void type(ObjectNode schema, String description) {
        ObjectNode type = properties(schema).putObject("type").put("type", "string").put("description", description);
        ArrayNode values = type.putArray("enum");
        for (MemoryType memoryType : MemoryType.values()) {
            values.add(memoryType.wireName());
        }
    }

    static void tags(ObjectNode schema, int maxTags, String description) {
        ObjectNode tags = properties(schema).putObject("tags").put("type", "array").put("maxItems", maxTags)
                .put("uniqueItems", true).put("description", description);
        tags.putObject("items").put("type", "string").put("minLength", 1).put("maxLength", 64);
    }

    /** A tool of this service: never cached by the gateway (memories change), annotated with its behaviour. */
    static ToolDescriptor tool(String name, String title, String description, ObjectNode schema, boolean readOnly,
            boolean destructive, boolean idempotent) {
        ObjectNode annotations = JsonNodeFactory.instance.objectNode().put("readOnlyHint", readOnly)
                .put("destructiveHint", destructive).put("idempotentHint", idempotent).put("openWorldHint", false);
        return ToolDescriptor.of(name, title, description, schema, null)
                .withAnnotations(annotations)
                .withHints(0L, null, idempotent);
    }
}
