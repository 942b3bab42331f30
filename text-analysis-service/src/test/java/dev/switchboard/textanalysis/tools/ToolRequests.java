package dev.switchboard.textanalysis.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/** Calls a tool through the internal REST contract, as the gateway does. */
final class ToolRequests {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ToolRequests() {
    }

    static ObjectNode arguments() {
        return JSON.createObjectNode();
    }

    static ValidatableResponse call(String tool, ObjectNode arguments) {
        ObjectNode body = JSON.createObjectNode();
        body.set("arguments", arguments);
        body.putObject("context").put("requestId", "test").put("tenant", "acme").put("subject", "tester");
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/tools/" + tool)
                .then();
    }
}
