package dev.switchboard.conformance;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/** Internal REST calls to the conformance service, shaped as the gateway makes them. */
public final class InternalCalls {

    public static final ObjectMapper JSON = new ObjectMapper();

    /** One SSE frame of a streamed internal call. */
    public record Frame(String event, JsonNode data) {
    }

    private InternalCalls() {
    }

    /** A context from tenant {@code acme}, subject {@code alice}, whose client declared {@code capabilities}. */
    public static ObjectNode context(String... capabilities) {
        ObjectNode context = JSON.createObjectNode().put("requestId", "r-1").put("tenant", "acme")
                .put("subject", "alice");
        ObjectNode declared = context.putObject("clientCapabilities");
        for (String capability : capabilities) {
            declared.putObject(capability);
        }
        return context;
    }

    /** A first call: {@code {arguments, context}}. */
    public static ObjectNode call(ObjectNode arguments, ObjectNode context) {
        ObjectNode body = JSON.createObjectNode();
        body.set("arguments", arguments);
        body.set("context", context);
        return body;
    }

    /** A first call without arguments from a client declaring every input capability. */
    public static ObjectNode call() {
        return call(JSON.createObjectNode(), context("sampling", "elicitation", "roots"));
    }

    /** The retry of {@code first}: same arguments and context, plus the answers and (if not null) the state. */
    public static ObjectNode retry(ObjectNode first, String requestState, ObjectNode inputResponses) {
        ObjectNode body = first.deepCopy();
        if (requestState != null) {
            body.put("requestState", requestState);
        }
        body.set("inputResponses", inputResponses);
        return body;
    }

    public static ObjectNode responses() {
        return JSON.createObjectNode();
    }

    /** An {@code ElicitResult} accepting {@code content}. */
    public static ObjectNode accept(ObjectNode content) {
        ObjectNode result = JSON.createObjectNode().put("action", "accept");
        result.set("content", content);
        return result;
    }

    public static ObjectNode fields() {
        return JSON.createObjectNode();
    }

    /** A {@code CreateMessageResult} with one text block. */
    public static ObjectNode modelReply(String text) {
        ObjectNode result = JSON.createObjectNode().put("role", "assistant").put("model", "test-model")
                .put("stopReason", "endTurn");
        result.putObject("content").put("type", "text").put("text", text);
        return result;
    }

    /** A {@code ListRootsResult} with one named root. */
    public static ObjectNode roots(String uri, String name) {
        ObjectNode result = JSON.createObjectNode();
        result.putArray("roots").addObject().put("uri", uri).put("name", name);
        return result;
    }

    public static ValidatableResponse tool(String name, ObjectNode body) {
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/tools/" + name)
                .then();
    }

    public static ValidatableResponse prompt(String name, ObjectNode body) {
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/prompts/" + name)
                .then();
    }

    /** A streamed tool call ({@code Accept: text/event-stream}), split into frames. */
    public static List<Frame> streamTool(String name, ObjectNode body) {
        String stream = given().contentType("application/json").accept("text/event-stream").body(body.toString())
                .when().post("/internal/v1/tools/" + name)
                .then().statusCode(200)
                .extract().asString();
        return frames(stream);
    }

    static List<Frame> frames(String stream) {
        List<Frame> frames = new ArrayList<>();
        for (String block : stream.split("\n\n")) {
            String event = null;
            String data = null;
            for (String line : block.split("\n")) {
                if (line.startsWith("event: ")) {
                    event = line.substring("event: ".length());
                } else if (line.startsWith("data: ")) {
                    data = line.substring("data: ".length());
                }
            }
            if (event != null) {
                try {
                    frames.add(new Frame(event, JSON.readTree(data)));
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("Frame data is not JSON: " + data, e);
                }
            }
        }
        return frames;
    }
}
