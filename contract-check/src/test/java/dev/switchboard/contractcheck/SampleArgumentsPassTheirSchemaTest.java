package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.schema.ArgumentSchema;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The arguments the checker makes pass the schemas they are made from, as the gateway compiles them: properties that
 * branches require but the object describes, an {@code if} that selects {@code then} or {@code else}, patterns.
 */
class SampleArgumentsPassTheirSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode sampleFor(String schema) throws Exception {
        JsonNode parsed = JSON.readTree(schema);
        JsonNode sample = SampleArguments.of(parsed);
        assertThat(ArgumentSchema.compile("tool sample", parsed).validate(sample)).as(sample.toString()).isEmpty();
        return sample;
    }

    @Test
    void propertiesRequiredByBranchesAndConditionsComeFromTheObjectsSchema() throws Exception {
        JsonNode sample = sampleFor("""
                {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                 "$defs": {"address": {"$anchor": "address", "type": "object", "additionalProperties": false,
                   "properties": {"city": {"type": "string", "minLength": 1}}, "required": ["city"]}},
                 "properties": {
                   "name": {"type": "string", "minLength": 1, "maxLength": 200},
                   "address": {"$ref": "#/$defs/address"},
                   "contactMethod": {"type": "string", "enum": ["phone", "email"]},
                   "phone": {"type": "string", "pattern": "^\\\\+?[0-9 ()-]{5,20}$"},
                   "email": {"type": "string", "format": "email", "maxLength": 254}},
                 "required": ["name"],
                 "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
                 "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
                 "then": {"required": ["phone"]},
                 "else": {"required": ["email"]},
                 "additionalProperties": false}
                """);

        assertThat(sample.path("phone").isTextual()).isTrue();
        assertThat(sample.path("email").asText()).isEqualTo("someone@example.com");
    }

    @Test
    void aConditionMetSelectsThen() throws Exception {
        JsonNode sample = sampleFor("""
                {"type": "object",
                 "properties": {"kind": {"const": "file"}, "path": {"type": "string", "pattern": "^/"},
                   "url": {"type": "string", "format": "uri"}},
                 "required": ["kind"],
                 "if": {"properties": {"kind": {"const": "file"}}},
                 "then": {"required": ["path"]},
                 "else": {"required": ["url"]}}
                """);

        assertThat(sample.has("path")).isTrue();
        assertThat(sample.has("url")).isFalse();
    }

    @Test
    void stringsMatchTheirPattern() throws Exception {
        JsonNode sample = sampleFor("""
                {"type": "object", "additionalProperties": false,
                 "properties": {"query": {"type": "string", "minLength": 1},
                   "session_id": {"type": "string", "pattern": "^[A-Za-z0-9._~-]{1,128}$"},
                   "code": {"type": "string", "pattern": "^[0-9]{3,}$", "minLength": 8}},
                 "required": ["query", "session_id", "code"]}
                """);

        assertThat(sample.path("code").asText()).isEqualTo("12345555");
    }
}
