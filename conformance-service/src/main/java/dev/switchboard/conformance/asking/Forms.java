package dev.switchboard.conformance.asking;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.input.Form;

/** Small one-field forms several fixtures use. */
final class Forms {

    private Forms() {
    }

    /** A form with one required field {@code field} of JSON type {@code type}. */
    static Form oneField(String formName, String field, String type, String title) {
        ObjectNode schema = Asks.object().put("type", "object");
        ObjectNode property = schema.putObject("properties").putObject(field).put("type", type).put("title", title);
        if (type.equals("string")) {
            property.put("minLength", 1);
        }
        schema.putArray("required").add(field);
        return new Form(formName, schema);
    }
}
