package dev.switchboard.gateway.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Protocol extensions the gateway implements, by their reserved identifiers. */
public final class Extensions {

    /** Durable tasks (SEP-2663). */
    public static final String TASKS = "io.modelcontextprotocol/tasks";

    private Extensions() {
    }

    /** Whether client capabilities ({@code {"extensions": {…}}}) declare {@code extension}. */
    public static boolean declared(JsonNode capabilities, String extension) {
        return capabilities != null && capabilities.path("extensions").has(extension);
    }

    /** {@code {"extensions": {extension: {}}}}: the shape of a capability an error says is required. */
    public static ObjectNode required(String extension) {
        ObjectNode required = JsonNodeFactory.instance.objectNode();
        required.putObject("extensions").putObject(extension);
        return required;
    }
}
