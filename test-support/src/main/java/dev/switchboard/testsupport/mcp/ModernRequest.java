package dev.switchboard.testsupport.mcp;

import java.util.LinkedHashMap;
import java.util.Map;

import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;

/**
 * One 2026-07-28 request being built: method, id, params members, {@code _meta} (capabilities, progress token, log
 * level) and the headers the revision wants mirrored ({@code MCP-Protocol-Version}, {@code Mcp-Method}, and
 * {@code Mcp-Name} for calls built with {@link #tool}, {@link #prompt} or {@link #resource}). Any header can be
 * replaced or left out, to test the server's refusals.
 */
public final class ModernRequest {

    private final McpTestClient client;
    private final String method;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private String id = "7";
    private String params = "";
    private String capabilities = "{}";
    private String extraMeta = "";

    ModernRequest(McpTestClient client, String method) {
        this.client = client;
        this.method = method;
        headers.put("Content-Type", "application/json");
        headers.put("Accept", "application/json, text/event-stream");
        headers.put("MCP-Protocol-Version", McpTestClient.MODERN_VERSION);
        headers.put("Mcp-Method", method);
    }

    /** The JSON-RPC id as JSON text ({@code 7}, {@code "r1"}). */
    public ModernRequest id(String json) {
        this.id = json;
        return this;
    }

    /** Params members as JSON text without braces ({@code "cursor":"x"}); {@code _meta} is added. */
    public ModernRequest params(String members) {
        this.params = members;
        return this;
    }

    /** {@code tools/call} of {@code name} with {@code arguments} (JSON object text), {@code Mcp-Name} mirrored. */
    public ModernRequest tool(String name, String arguments) {
        headers.put("Mcp-Name", name);
        return params("\"name\":\"" + name + "\",\"arguments\":" + arguments);
    }

    /** {@code prompts/get} of {@code name}, {@code Mcp-Name} mirrored. */
    public ModernRequest prompt(String name, String arguments) {
        headers.put("Mcp-Name", name);
        return params("\"name\":\"" + name + "\",\"arguments\":" + arguments);
    }

    /** {@code resources/read} of {@code uri}, {@code Mcp-Name} mirrored. */
    public ModernRequest resource(String uri) {
        headers.put("Mcp-Name", uri);
        return params("\"uri\":\"" + uri + "\"");
    }

    /** A {@code tasks/*} request about {@code taskId}, {@code Mcp-Name} mirrored. */
    public ModernRequest task(String taskId) {
        headers.put("Mcp-Name", taskId);
        return params("\"taskId\":\"" + taskId + "\"");
    }

    /** More params members after those set so far (e.g. {@code "requestState":"…"}). */
    public ModernRequest and(String members) {
        this.params = params.isEmpty() ? members : params + "," + members;
        return this;
    }

    /** The client capabilities the request declares (JSON object text; default {@code {}}). */
    public ModernRequest capabilities(String json) {
        this.capabilities = json;
        return this;
    }

    /** A progress token (JSON text) in {@code _meta}. */
    public ModernRequest progressToken(String json) {
        this.extraMeta += ",\"progressToken\":" + json;
        return this;
    }

    /** More {@code _meta} members as JSON text without braces (e.g. {@code "traceparent":"00-…"}). */
    public ModernRequest meta(String members) {
        this.extraMeta += "," + members;
        return this;
    }

    public ModernRequest logLevel(String level) {
        this.extraMeta += ",\"io.modelcontextprotocol/logLevel\":\"" + level + "\"";
        return this;
    }

    public ModernRequest header(String name, String value) {
        headers.put(name, value);
        return this;
    }

    public ModernRequest withoutHeader(String name) {
        headers.remove(name);
        return this;
    }

    /** The headers as they will be sent. */
    public Map<String, String> headers() {
        return Map.copyOf(headers);
    }

    /** The body as it will be sent. */
    public String body() {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + McpTestClient.MODERN_VERSION
                + "\",\"io.modelcontextprotocol/clientCapabilities\":" + capabilities
                + ",\"io.modelcontextprotocol/clientInfo\":{\"name\":\"switchboard-tests\",\"version\":\"1\"}"
                + extraMeta + "}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{"
                + (params.isEmpty() ? "" : params + ",") + meta + "}}";
    }

    public Response post() {
        return client.post(headers, body());
    }

    /** Posts and returns rest-assured's assertions on the answer. */
    public ValidatableResponse then() {
        return post().then();
    }

    /** Posts and reads the answer as an SSE stream in the background (long calls, listen streams). */
    public SseStream stream() {
        return client.postStream(client.endpoint(), headers, body());
    }
}
