package dev.switchboard.planner.tool;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/** Internal REST calls to the planner as the gateway makes them. */
final class PlannerCalls {

    static final ObjectMapper JSON = new ObjectMapper();

    private PlannerCalls() {
    }

    static ObjectNode arguments(String task, List<String> requirements) {
        ObjectNode arguments = JSON.createObjectNode().put("task", task);
        requirements.forEach(arguments.putArray("requirements")::add);
        return arguments;
    }

    /** A first call from a client that does ({@code sampling}) or does not support sampling. */
    static ObjectNode firstCall(ObjectNode arguments, boolean sampling) {
        ObjectNode body = JSON.createObjectNode();
        body.set("arguments", arguments);
        ObjectNode context = body.putObject("context").put("requestId", "r-1").put("tenant", "acme")
                .put("subject", "alice");
        ObjectNode capabilities = context.putObject("clientCapabilities");
        if (sampling) {
            capabilities.putObject("sampling");
        }
        return body;
    }

    /** The retry of {@code firstCall}: same arguments and context, plus the answers and the state. */
    static ObjectNode retry(ObjectNode firstCall, String requestState, JsonNode samplingResult) {
        ObjectNode body = firstCall.deepCopy();
        body.put("requestState", requestState);
        ObjectNode responses = body.putObject("inputResponses");
        if (samplingResult != null) {
            responses.set("plan", samplingResult);
        }
        return body;
    }

    static ValidatableResponse generatePlan(ObjectNode body) {
        return given().contentType("application/json").body(body.toString())
                .when().post("/internal/v1/tools/generatePlan")
                .then();
    }

    static String requestStateOf(ObjectNode firstCall) {
        return generatePlan(firstCall).statusCode(200).extract().path("requestState");
    }
}
