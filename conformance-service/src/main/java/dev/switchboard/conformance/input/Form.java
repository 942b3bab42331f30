package dev.switchboard.conformance.input;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.Violation;

/**
 * A form to elicit from the user: the flat object schema MCP calls {@code requestedSchema}, and the check that an
 * accepted answer fills it in as asked (the client is supposed to enforce it, but the answer crosses a trust boundary).
 */
public final class Form {

    private static final String LEGACY_ENUM_NAMES = "enumNames";

    private final ObjectNode requestedSchema;
    private final ArgumentSchema validator;

    public Form(String name, ObjectNode requestedSchema) {
        this.requestedSchema = requestedSchema.deepCopy();
        this.validator = ArgumentSchema.compile("form " + name, withoutDisplayNames(requestedSchema));
    }

    /**
     * {@code enumNames} (MCP's legacy display names for enum values) is not JSON Schema and constrains nothing; the
     * validating copy leaves it out rather than have the validator warn about an unknown keyword.
     */
    private static ObjectNode withoutDisplayNames(ObjectNode requestedSchema) {
        ObjectNode copy = requestedSchema.deepCopy();
        copy.path("properties").forEach(property -> {
            if (property.isObject()) {
                ((ObjectNode) property).remove(LEGACY_ENUM_NAMES);
            }
        });
        return copy;
    }

    /** An {@code elicitation/create} request showing {@code message} above the form. */
    public InputRequest request(String message) {
        ObjectNode params = JsonNodeFactory.instance.objectNode().put("message", message);
        params.set("requestedSchema", requestedSchema.deepCopy());
        return new InputRequest(InputRequest.ELICITATION, params);
    }

    /** Reads the user's answer; accepted content must satisfy the schema. */
    public ElicitationAnswer read(JsonNode response) {
        ElicitationAnswer answer = ElicitationAnswer.read(response);
        if (answer instanceof ElicitationAnswer.Accepted accepted) {
            List<Violation> violations = validator.validate(accepted.content());
            if (!violations.isEmpty()) {
                Violation first = violations.get(0);
                String where = first.property().isEmpty() ? "the form" : "field '" + first.property() + "'";
                throw new MalformedAnswerException("the accepted form does not fit the requested schema: " + where
                        + " violates '" + first.rule() + "': " + first.message());
            }
        }
        return answer;
    }
}
