package dev.switchboard.contract.schema;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Arguments that broke a tool's input schema, described the same way wherever they are caught: a message naming the
 * first failing property and rule, and JSON-RPC error {@code data} listing every violation.
 */
public record InvalidArguments(String tool, List<Violation> violations) {

    public InvalidArguments {
        if (violations.isEmpty()) {
            throw new IllegalArgumentException("No violations");
        }
        violations = List.copyOf(violations);
    }

    public String message() {
        Violation first = violations.get(0);
        String where = first.property().isEmpty() ? "arguments" : "'" + first.property() + "'";
        String more = violations.size() > 1 ? " (and " + (violations.size() - 1) + " more)" : "";
        return "Invalid arguments for tool '" + tool + "': " + where + " violates '" + first.rule() + "': "
                + first.message() + more;
    }

    public ObjectNode data() {
        Violation first = violations.get(0);
        ObjectNode data = JsonNodeFactory.instance.objectNode();
        data.put("tool", tool);
        data.put("property", first.property());
        data.put("rule", first.rule());
        ArrayNode all = data.putArray("violations");
        for (Violation violation : violations) {
            all.addObject()
                    .put("property", violation.property())
                    .put("rule", violation.rule())
                    .put("message", violation.message());
        }
        return data;
    }
}
