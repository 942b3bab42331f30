package dev.switchboard.testsupport.mcp;

import java.util.LinkedHashMap;
import java.util.Map;

import io.restassured.response.Response;

/**
 * A session-era session (Streamable HTTP, {@code Mcp-Session-Id}): requests answered as JSON or SSE, notifications,
 * answers to the server's requests, the standalone GET stream, resumption with {@code Last-Event-ID}, and DELETE.
 */
public final class McpSession {

    private final McpTestClient client;
    private final String id;
    private final String version;

    McpSession(McpTestClient client, String id, String version) {
        this.client = client;
        this.id = id;
        this.version = version;
    }

    public String id() {
        return id;
    }

    public String version() {
        return version;
    }

    /** The same session reached through another server (another replica of the gateway). */
    public McpSession via(McpTestClient other) {
        return new McpSession(other, id, version);
    }

    /** The headers every message of this session carries. */
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("Accept", "application/json, text/event-stream");
        headers.put("Mcp-Session-Id", id);
        headers.put("MCP-Protocol-Version", version);
        return headers;
    }

    /** A request with id 2; {@code params} is a JSON object text. */
    public Response request(String method, String params) {
        return request("2", method, params);
    }

    /** A request with the given id (JSON text). */
    public Response request(String requestId, String method, String params) {
        return post(message(requestId, method, params));
    }

    /** {@code tools/call} of {@code tool} with {@code arguments} (JSON object text). */
    public Response callTool(String tool, String arguments) {
        return request("tools/call", "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}");
    }

    /** A request whose answer is read as an SSE stream in the background (calls that stream or ask the client). */
    public SseStream stream(String requestId, String method, String params) {
        return client.postStream(client.endpoint(), headers(), message(requestId, method, params));
    }

    public Response notify(String method, String params) {
        return post("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}");
    }

    /** The client's result for the server's request {@code requestId} (JSON text of the id as the server sent it). */
    public Response answer(String requestId, String result) {
        return post("{\"jsonrpc\":\"2.0\",\"id\":" + requestId + ",\"result\":" + result + "}");
    }

    /** Any body, with this session's headers. */
    public Response post(String body) {
        return client.post(headers(), body);
    }

    /** The session's standalone notification stream ({@code GET /mcp}). */
    public SseStream openStream() {
        return client.getStream(client.endpoint(), streamHeaders());
    }

    /** {@code GET /mcp} with {@code Last-Event-ID}: what a stream missed after that event. */
    public SseStream resume(String lastEventId) {
        Map<String, String> headers = streamHeaders();
        headers.put("Last-Event-ID", lastEventId);
        return client.getStream(client.endpoint(), headers);
    }

    public Response delete() {
        return client.given().header("Mcp-Session-Id", id).delete(client.endpoint());
    }

    private Map<String, String> streamHeaders() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Accept", "text/event-stream");
        headers.put("Mcp-Session-Id", id);
        headers.put("MCP-Protocol-Version", version);
        return headers;
    }

    private static String message(String requestId, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + requestId + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    /** A session about to be opened: version and client capabilities, then {@link #open}. */
    public static final class Opening {

        private final McpTestClient client;
        private String version = McpTestClient.SESSION_VERSION;
        private String capabilities = "{}";

        Opening(McpTestClient client) {
            this.client = client;
        }

        public Opening version(String version) {
            this.version = version;
            return this;
        }

        /** JSON object text, e.g. {@code {"sampling":{}}}. */
        public Opening capabilities(String json) {
            this.capabilities = json;
            return this;
        }

        /** The {@code initialize} request alone, for tests of the handshake itself. */
        public Response initialize() {
            return client.given().contentType("application/json").accept("application/json, text/event-stream")
                    .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                            + version + "\",\"capabilities\":" + capabilities
                            + ",\"clientInfo\":{\"name\":\"switchboard-tests\",\"version\":\"1\"}}}")
                    .post(client.endpoint());
        }

        /** {@code initialize}, then {@code notifications/initialized}: the session is ready. */
        public McpSession open() {
            Response initialized = initialize();
            if (initialized.statusCode() != 200 || initialized.header("Mcp-Session-Id") == null) {
                throw new AssertionError("initialize failed: HTTP " + initialized.statusCode() + " "
                        + initialized.asString());
            }
            McpSession session = new McpSession(client, initialized.header("Mcp-Session-Id"), version);
            Response ready = session.notify("notifications/initialized", null);
            if (ready.statusCode() != 202) {
                throw new AssertionError("notifications/initialized was not accepted: HTTP " + ready.statusCode());
            }
            return session;
        }
    }
}
