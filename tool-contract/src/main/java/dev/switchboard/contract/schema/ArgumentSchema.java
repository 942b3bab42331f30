package dev.switchboard.contract.schema;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaException;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.AnnotationKeyword;
import com.networknt.schema.path.NodePath;

/**
 * A tool's {@code inputSchema}, compiled once (JSON Schema 2020-12 unless the schema names another dialect). Remote
 * {@code $ref}s are never fetched: the default loader of the validator only resolves the schema itself and the bundled
 * meta-schemas.
 */
public final class ArgumentSchema {

    /** 2020-12, plus MCP's {@code x-mcp-header} (2026-07-28) as a known annotation rather than an unknown keyword. */
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
            Dialect.builder(Dialects.getDraft202012()).keyword(new AnnotationKeyword("x-mcp-header")).build());

    private final Schema schema;

    private ArgumentSchema(Schema schema) {
        this.schema = schema;
    }

    /** Compiles an object schema; anything else is refused with a message naming the problem. */
    public static ArgumentSchema compile(String owner, JsonNode schemaNode) {
        if (schemaNode == null || !schemaNode.isObject()) {
            throw new InvalidSchemaException(owner + ": inputSchema must be a JSON object", null);
        }
        if (!"object".equals(schemaNode.path("type").asText())) {
            throw new InvalidSchemaException(owner + ": inputSchema must have \"type\": \"object\"", null);
        }
        try {
            return new ArgumentSchema(REGISTRY.getSchema(schemaNode));
        } catch (SchemaException | IllegalArgumentException e) {
            throw new InvalidSchemaException(owner + ": inputSchema is not valid JSON Schema: " + e.getMessage(), e);
        }
    }

    /** Every violation, in the validator's order; empty when the instance is valid. */
    public List<Violation> validate(JsonNode instance) {
        return schema.validate(instance).stream().map(ArgumentSchema::toViolation).toList();
    }

    private static Violation toViolation(Error error) {
        String at = dotted(error.getInstanceLocation());
        String property = error.getProperty() == null ? at : (at.isEmpty() ? "" : at + ".") + error.getProperty();
        String message = error.getMessage();
        return new Violation(property, error.getKeyword(), message);
    }

    private static String dotted(NodePath path) {
        StringBuilder dotted = new StringBuilder();
        for (int i = 0; i < path.getNameCount(); i++) {
            Object element = path.getElement(i);
            if (element instanceof Integer index) {
                dotted.append('[').append(index).append(']');
            } else {
                if (!dotted.isEmpty()) {
                    dotted.append('.');
                }
                dotted.append(element);
            }
        }
        return dotted.toString();
    }
}
