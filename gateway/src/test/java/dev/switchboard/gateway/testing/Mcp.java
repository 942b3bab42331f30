package dev.switchboard.gateway.testing;

import java.time.Duration;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/** A small client for driving the gateway over real HTTP in tests, in each era's wire format. */
public final class Mcp {

    public static final String MODERN = "2026-07-28";

    private Mcp() {
    }

    /** A 2026-07-28 request with matching headers; {@code extraParams} is JSON members to add to params (or ""). */
    public static Response modern(String method, String extraParams) {
        return modernRequest(method, extraParams).post("/mcp");
    }

    public static RequestSpecification modernRequest(String method, String extraParams) {
        String params = "{" + (extraParams.isEmpty() ? "" : extraParams + ",") + meta() + "}";
        return given().contentType("application/json").accept("application/json, text/event-stream")
                .header("MCP-Protocol-Version", MODERN).header("Mcp-Method", method)
                .body("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"" + method + "\",\"params\":" + params + "}");
    }

    public static String meta() {
        return "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"gateway-tests\",\"version\":\"1\"}}";
    }

    /** Opens a session-era session and sends notifications/initialized; returns the session id. */
    public static String initialize(String version) {
        String sessionId = given().contentType("application/json").accept("application/json, text/event-stream")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                        + version + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"gateway-tests\",\"version\":\"1\"}}}")
                .post("/mcp").then().statusCode(200).extract().header("Mcp-Session-Id");
        given().contentType("application/json").header("Mcp-Session-Id", sessionId)
                .header("MCP-Protocol-Version", version)
                .body("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                .post("/mcp").then().statusCode(202);
        return sessionId;
    }

    /** A session-era request on an open session; {@code params} is a JSON object text. */
    public static Response session(String sessionId, String method, String params) {
        return given().contentType("application/json").accept("application/json, text/event-stream")
                .header("Mcp-Session-Id", sessionId).header("MCP-Protocol-Version", "2025-11-25")
                .body("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"" + method + "\",\"params\":" + params + "}")
                .post("/mcp");
    }

    /** Waits until the fixture service registered and the catalogue serves {@code tool}. */
    public static void awaitTool(String tool) {
        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(100))
                .until(() -> modern("tools/list", "").asString().contains("\"" + tool + "\""));
    }
}
