package dev.switchboard.conformance.schema;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code json_schema_2020_12_tool}: a contact record whose input schema uses the JSON Schema 2020-12 features a
 * gateway must pass on untouched: {@code $schema}, {@code $defs} with an {@code $anchor}, {@code $ref},
 * {@code allOf}/{@code anyOf}, {@code if}/{@code then}/{@code else} and {@code additionalProperties: false}. The kit
 * validates calls against it, so the keywords are enforced too: a phone contact needs a phone number, any other
 * needs an e-mail address.
 */
@ApplicationScoped
public class JsonSchema2020Tool implements ServiceTool {

    static final String NAME = "json_schema_2020_12_tool";
    static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    @Override
    public ToolDescriptor descriptor() {
        return FixtureDescriptors.tool(NAME, "Contact record (JSON Schema 2020-12)",
                "Checks a contact record against a JSON Schema 2020-12 input schema ($defs/$anchor, $ref, "
                        + "allOf/anyOf, if/then/else, additionalProperties false) and answers how the person would "
                        + "be reached. Needs name and a phone number or e-mail address; contactMethod phone "
                        + "requires phone, otherwise email is required.",
                inputSchema(), outputSchema(), FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        ObjectNode arguments = call.arguments();
        boolean byPhone = arguments.path("contactMethod").asText().equals("phone");
        ObjectNode contact = JsonNodeFactory.instance.objectNode()
                .put("name", arguments.path("name").asText())
                .put("contactMethod", byPhone ? "phone" : "email")
                .put("reachAt", arguments.path(byPhone ? "phone" : "email").asText());
        JsonNode address = arguments.get("address");
        if (address != null) {
            contact.set("address", address.deepCopy());
        }
        return ToolResult.structured(contact);
    }

    static ObjectNode inputSchema() {
        JsonNodeFactory json = JsonNodeFactory.instance;
        ObjectNode schema = json.objectNode().put("$schema", DIALECT).put("type", "object")
                .put("description", "A person and how to reach them");

        ObjectNode address = schema.putObject("$defs").putObject("address").put("$anchor", "address")
                .put("type", "object").put("additionalProperties", false);
        ObjectNode addressFields = address.putObject("properties");
        addressFields.putObject("street").put("type", "string").put("minLength", 1).put("maxLength", 200)
                .put("description", "Street and number");
        addressFields.putObject("city").put("type", "string").put("minLength", 1).put("maxLength", 100)
                .put("description", "City or town");
        address.putArray("required").add("city");

        ObjectNode properties = schema.putObject("properties");
        properties.putObject("name").put("type", "string").put("minLength", 1).put("maxLength", 200)
                .put("description", "The person's name");
        properties.putObject("address").put("$ref", "#/$defs/address").put("description", "Postal address");
        properties.putObject("contactMethod").put("type", "string").put("description",
                "How to reach the person; phone requires phone, anything else (or nothing) requires email")
                .putArray("enum").add("phone").add("email");
        properties.putObject("phone").put("type", "string").put("pattern", "^\\+?[0-9 ()-]{5,20}$")
                .put("description", "Phone number, digits with optional +, spaces, dashes and parentheses");
        properties.putObject("email").put("type", "string").put("format", "email").put("maxLength", 254)
                .put("description", "E-mail address");
        schema.putArray("required").add("name");

        ArrayNode reachable = schema.putArray("allOf").addObject().putArray("anyOf");
        reachable.addObject().put("description", "reachable by phone").putArray("required").add("phone");
        reachable.addObject().put("description", "reachable by e-mail").putArray("required").add("email");

        ObjectNode condition = schema.putObject("if");
        condition.putObject("properties").putObject("contactMethod").put("const", "phone");
        condition.putArray("required").add("contactMethod");
        schema.putObject("then").putArray("required").add("phone");
        schema.putObject("else").putArray("required").add("email");
        schema.put("additionalProperties", false);
        return schema;
    }

    static ObjectNode outputSchema() {
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("name").put("type", "string");
        properties.putObject("contactMethod").put("type", "string").putArray("enum").add("phone").add("email");
        properties.putObject("reachAt").put("type", "string").put("description", "The phone number or address to use");
        properties.putObject("address").put("type", "object").put("description", "The address, as given");
        schema.putArray("required").add("name").add("contactMethod").add("reachAt");
        return schema;
    }
}
