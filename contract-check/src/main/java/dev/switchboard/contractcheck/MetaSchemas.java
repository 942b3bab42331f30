package dev.switchboard.contractcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaException;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * Checks that a schema is JSON Schema: valid against the meta-schema of the dialect its {@code $schema} names (2020-12
 * when it names none), as the validator bundles them; nothing is fetched.
 */
final class MetaSchemas {

    private static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<String, Schema> metaSchemas = new ConcurrentHashMap<>();

    /** Each way {@code schema} breaks its meta-schema, as a sentence; a mutable list. */
    List<String> problems(JsonNode schema) {
        String dialect = schema.path("$schema").asText(DRAFT_2020_12).replaceAll("#$", "");
        Schema meta;
        try {
            meta = metaSchemas.computeIfAbsent(dialect, id -> registry.getSchema(SchemaLocation.of(id)));
        } catch (SchemaException | IllegalArgumentException e) {
            return new ArrayList<>(List.of("its $schema '" + dialect + "' is not a dialect the gateway knows"));
        }
        List<String> problems = new ArrayList<>();
        meta.validate(schema).forEach(error -> problems.add(
                (error.getInstanceLocation().toString().isEmpty() ? "" : error.getInstanceLocation() + " ")
                        + error.getMessage()));
        return problems;
    }
}
