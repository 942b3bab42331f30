package dev.switchboard.memory;

import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/**
 * A caller of the memory service's internal endpoints, as the gateway forwards it: a tenant, and an MCP session id
 * (null for a 2026-07-28 stateless client).
 */
public record Agent(String tenant, String sessionId) {

    public static final ObjectMapper JSON = new ObjectMapper();

    public static Agent of(String tenant, String sessionId) {
        return new Agent(tenant, sessionId);
    }

    /** Saves a note whose content is {@code {"text": text}} into {@code space}. */
    public ValidatableResponse saveNote(String space, String text, String... tags) {
        return save(space, "note", JSON.createObjectNode().put("text", text), tags);
    }

    public ValidatableResponse save(String space, String type, ObjectNode content, String... tags) {
        ObjectNode arguments = JSON.createObjectNode().put("type", type);
        arguments.set("content", content);
        if (space != null) {
            arguments.put("session_id", space);
        }
        if (tags.length > 0) {
            var array = arguments.putArray("tags");
            for (String tag : tags) {
                array.add(tag);
            }
        }
        return tool("save_memory", arguments);
    }

    /** Saves a note and answers its id. */
    public String remember(String space, String text, String... tags) {
        return saveNote(space, text, tags).statusCode(200).extract().path("structuredContent.id");
    }

    public ValidatableResponse query(String space, String query) {
        return tool("query_memory", JSON.createObjectNode().put("session_id", space).put("query", query));
    }

    public ValidatableResponse tool(String name, ObjectNode arguments) {
        return post("/internal/v1/tools/" + name, body(arguments));
    }

    public ValidatableResponse read(String uri) {
        return post("/internal/v1/resources/read", body(null).put("uri", uri));
    }

    public ValidatableResponse listResources() {
        return post("/internal/v1/resources/list", body(null));
    }

    public ValidatableResponse prompt(String name, Map<String, String> arguments) {
        ObjectNode body = body(null);
        body.set("arguments", JSON.valueToTree(arguments));
        return post("/internal/v1/prompts/" + name, body);
    }

    public ValidatableResponse complete(String refType, String ref, String argument, String value) {
        ObjectNode body = body(null).put("refType", refType).put("ref", ref).put("argumentName", argument)
                .put("value", value);
        return post("/internal/v1/completions", body);
    }

    private ObjectNode body(ObjectNode arguments) {
        ObjectNode body = JSON.createObjectNode();
        if (arguments != null) {
            body.set("arguments", arguments);
        }
        ObjectNode context = body.putObject("context").put("requestId", "r-1").put("tenant", tenant)
                .put("subject", "agent@" + tenant);
        if (sessionId != null) {
            context.put("sessionId", sessionId);
        }
        return body;
    }

    private static ValidatableResponse post(String path, ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when().post(path).then();
    }
}
