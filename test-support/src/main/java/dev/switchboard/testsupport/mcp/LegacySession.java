package dev.switchboard.testsupport.mcp;

import java.util.Map;

import io.restassured.response.Response;

/**
 * A 2024-11-05 HTTP+SSE session: the SSE stream from {@code GET /sse} (which carries every answer), and the message
 * endpoint its first event names. Closing it ends the session.
 */
public final class LegacySession implements AutoCloseable {

    private final McpTestClient client;
    private final SseStream stream;
    private final String endpoint;

    private LegacySession(McpTestClient client, SseStream stream, String endpoint) {
        this.client = client;
        this.stream = stream;
        this.endpoint = endpoint;
    }

    static LegacySession open(McpTestClient client) {
        SseStream stream = client.getStream("/sse", Map.of("Accept", "text/event-stream"));
        String endpoint = stream.awaitData("/messages?sessionId=");
        return new LegacySession(client, stream, endpoint);
    }

    /** The stream every answer and notification arrives on. */
    public SseStream stream() {
        return stream;
    }

    /** The message endpoint ({@code /messages?sessionId=…}). */
    public String endpoint() {
        return endpoint;
    }

    /** POSTs one JSON-RPC message (JSON text); the server accepts it with 202 and answers on the stream. */
    public Response send(String message) {
        return client.given().contentType("application/json").body(message).post(endpoint);
    }

    /** {@code initialize} with this version and empty capabilities, then {@code notifications/initialized}. */
    public LegacySession initialize(String version) {
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"" + version
                + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"switchboard-tests\",\"version\":\"1\"}}}");
        stream.awaitData("\"protocolVersion\"");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return this;
    }

    @Override
    public void close() {
        stream.close();
    }
}
