package dev.switchboard.conformance.changes;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The structured output of the revision tools: {@code {list, revision}}. */
final class RevisionSchemas {

    private RevisionSchemas() {
    }

    static ObjectNode output() {
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("list").put("type", "string").put("description", "Which list: tools or prompts")
                .putArray("enum").add("tools").add("prompts");
        properties.putObject("revision").put("type", "integer").put("minimum", 1)
                .put("description", "The list's revision now; 1 at start-up, one more per change");
        schema.putArray("required").add("list").add("revision");
        return schema;
    }

    static ObjectNode result(String list, int revision) {
        return JsonNodeFactory.instance.objectNode().put("list", list).put("revision", revision);
    }
}
