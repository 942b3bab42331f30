package dev.switchboard.it;

import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;

/** Wire helpers for the session era and 2026-07-28, against a given gateway replica. */
final class Mcp {

    static final String SESSION_VERSION = "2025-11-25";

    private Mcp() {
    }

    static RequestSpecification post(SuiteProcess gateway, String sessionId) {
        RequestSpecification request = given().baseUri(gateway.baseUrl()).contentType("application/json")
                .accept("application/json, text/event-stream").header("MCP-Protocol-Version", SESSION_VERSION);
        return sessionId == null ? request : request.header("Mcp-Session-Id", sessionId);
    }

    /** initialize + notifications/initialized on {@code gateway}; returns the session id. */
    static String initialize(SuiteProcess gateway, String capabilities) {
        String sessionId = post(gateway, null)
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                        + SESSION_VERSION + "\",\"capabilities\":" + capabilities
                        + ",\"clientInfo\":{\"name\":\"integration-tests\",\"version\":\"1\"}}}")
                .post("/mcp").then().statusCode(200).extract().header("Mcp-Session-Id");
        post(gateway, sessionId).body("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").post("/mcp")
                .then().statusCode(202);
        return sessionId;
    }

    static String modernMeta(String capabilities) {
        return "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + "}";
    }
}
