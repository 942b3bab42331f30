package dev.switchboard.gateway.discovery;

import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The {@code tools/list} entries of the two discovery tools: what a progressive tenant's model reads instead of every
 * tool's definition. Public for the cost benchmark, which counts their size against the full list's.
 */
public final class DiscoveryListings {

    /** Characters of a need the find tool reads. */
    public static final int MAX_QUERY_CHARS = 1000;

    private DiscoveryListings() {
    }

    /** The find tool's listing, then the call tool's. */
    public static List<ObjectNode> of(String findTool, String callTool, int defaultLimit, int maxLimit,
            ObjectMapper json) {
        return List.of(find(findTool, callTool, defaultLimit, maxLimit, json), call(findTool, callTool, json));
    }

    private static ObjectNode find(String findTool, String callTool, int defaultLimit, int maxLimit,
            ObjectMapper json) {
        ObjectNode tool = json.createObjectNode();
        tool.put("name", findTool);
        tool.put("title", "Find tools");
        tool.put("description", "Finds the tools that fit a need, among every tool this gateway lets you use. Describe "
                + "the need in words, in any language. Answers the best tools with their name, description, input "
                + "schema and why each matched; call one with " + callTool + " or by its own name.");
        ObjectNode schema = tool.putObject("inputSchema");
        schema.put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("query").put("type", "string").put("minLength", 1).put("maxLength", MAX_QUERY_CHARS)
                .put("description", "What the tool should do, e.g. \"open an issue in a repository\"");
        properties.putObject("limit").put("type", "integer").put("minimum", 1).put("maximum", maxLimit)
                .put("description", "How many tools to return (default " + defaultLimit + ")");
        schema.putArray("required").add("query");
        schema.put("additionalProperties", false);
        tool.putObject("annotations").put("readOnlyHint", true).put("openWorldHint", false);
        return tool;
    }

    private static ObjectNode call(String findTool, String callTool, ObjectMapper json) {
        ObjectNode tool = json.createObjectNode();
        tool.put("name", callTool);
        tool.put("title", "Call a tool");
        tool.put("description", "Calls a tool that " + findTool + " found, by its name, with arguments "
                + "that follow its input schema. Answers exactly what the tool answers.");
        ObjectNode schema = tool.putObject("inputSchema");
        schema.put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("name").put("type", "string").put("minLength", 1)
                .put("description", "The tool's name, as " + findTool + " returned it");
        properties.putObject("arguments").put("type", "object")
                .put("description", "The tool's arguments, following its input schema");
        schema.putArray("required").add("name");
        schema.put("additionalProperties", false);
        return tool;
    }
}
