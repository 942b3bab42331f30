package dev.switchboard.testsupport.mcp;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.awaitility.Awaitility;

import io.restassured.RestAssured;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * A small fluent client that drives an MCP endpoint over real HTTP in each era's wire format, for the gateway's tests
 * and the integration tests alike: 2026-07-28 requests ({@link #modern}), session-era sessions ({@link #session}),
 * 2024-11-05 HTTP+SSE sessions ({@link #legacy}), JSON or SSE answers, and answers to server→client requests. Bodies
 * are written as JSON text, so a test shows exactly what goes on the wire.
 */
public final class McpTestClient {

    public static final String MODERN_VERSION = "2026-07-28";
    public static final String SESSION_VERSION = "2025-11-25";
    /** 2026-07-28 client capabilities declaring the tasks extension (and form elicitation). */
    public static final String TASKS_CAPABILITIES = "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}},"
            + "\"elicitation\":{}}";

    private static final String MCP = "/mcp";

    private final Supplier<String> baseUrl;
    private final Map<String, String> always;
    private final String endpoint;

    private McpTestClient(Supplier<String> baseUrl, Map<String, String> always, String endpoint) {
        this.baseUrl = baseUrl;
        this.always = Map.copyOf(always);
        this.endpoint = endpoint;
    }

    /** A client for the server at {@code baseUrl} (scheme, host and port, e.g. {@code http://127.0.0.1:8080}). */
    public static McpTestClient at(String baseUrl) {
        return new McpTestClient(() -> baseUrl, Map.of(), MCP);
    }

    /** A client for the application under test in a {@code @QuarkusTest} (whatever port it was given). */
    public static McpTestClient ofTestedApp() {
        return new McpTestClient(() -> RestAssured.baseURI + ":" + RestAssured.port, Map.of(), MCP);
    }

    /** The same client sending {@code Authorization: Bearer <credential>} (an access token or API key) every time. */
    public McpTestClient withBearer(String credential) {
        Map<String, String> headers = new LinkedHashMap<>(always);
        headers.put("Authorization", "Bearer " + credential);
        return new McpTestClient(baseUrl, headers, endpoint);
    }

    /** The same client speaking Streamable HTTP at {@code path} (e.g. a tenant's own {@code /t/acme/mcp}). */
    public McpTestClient withEndpoint(String path) {
        return new McpTestClient(baseUrl, always, path);
    }

    /** The Streamable HTTP endpoint's path: {@code /mcp} unless {@link #withEndpoint} named another. */
    public String endpoint() {
        return endpoint;
    }

    public String baseUrl() {
        return baseUrl.get();
    }

    /** A 2026-07-28 request: {@code _meta} and the mirrored headers are filled in. */
    public ModernRequest modern(String method) {
        return new ModernRequest(this, method);
    }

    /** A session-era session about to be opened with {@code initialize}. */
    public McpSession.Opening session() {
        return new McpSession.Opening(this);
    }

    /** An already open session (e.g. opened through another replica). */
    public McpSession session(String sessionId, String version) {
        return new McpSession(this, sessionId, version);
    }

    /** Opens a 2024-11-05 session: {@code GET /sse}, then waits for the endpoint event. */
    public LegacySession legacy() {
        return LegacySession.open(this);
    }

    /** A request against this server, for anything the fluent calls do not cover. */
    public RequestSpecification given() {
        return RestAssured.given().baseUri(baseUrl()).urlEncodingEnabled(false).headers(always);
    }

    /** A POST to the Streamable HTTP endpoint with these headers (besides the client's own) and body. */
    public Response post(Map<String, String> headers, String body) {
        return given().headers(headers).body(body).post(endpoint);
    }

    /** A POST to {@code path} whose response is read as an SSE stream in the background. */
    public SseStream postStream(String path, Map<String, String> headers, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        always.forEach(request::header);
        headers.forEach(request::header);
        return new SseStream(request.build());
    }

    /** A GET of {@code path} read as an SSE stream in the background. */
    public SseStream getStream(String path, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl() + path)).GET();
        always.forEach(request::header);
        headers.forEach(request::header);
        return new SseStream(request.build());
    }

    /** Waits until {@code tools/list} (2026-07-28) lists {@code tool}: its service registered and was catalogued. */
    public void awaitTool(String tool) {
        // Each poll is bounded (a request that hangs fails that poll, not the whole wait) and a wait that runs out
        // says what tools/list answered last, so a failure tells a missing registration from a stuck gateway.
        RestAssuredConfig bounded = timeouts(Duration.ofSeconds(5));
        Awaitility.await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(100)).ignoreExceptions()
                .untilAsserted(() -> {
                    ModernRequest list = modern("tools/list");
                    Response listed = given().config(bounded).headers(list.headers()).body(list.body()).post(endpoint);
                    String body = listed.asString();
                    if (!body.contains("\"" + tool + "\"")) {
                        throw new AssertionError("tools/list (HTTP " + listed.statusCode() + ") does not list '" + tool
                                + "': " + body);
                    }
                });
    }

    /** rest-assured settings that give up on connecting, and on each read, after {@code limit}. */
    public static RestAssuredConfig timeouts(Duration limit) {
        int millis = Math.toIntExact(limit.toMillis());
        return RestAssuredConfig.config().httpClient(HttpClientConfig.httpClientConfig()
                .setParam("http.connection.timeout", millis).setParam("http.socket.timeout", millis));
    }

    /** The {@code _meta} member of a 2026-07-28 request with these client capabilities (JSON object text). */
    public static String modernMeta(String capabilities) {
        return "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN_VERSION + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + ","
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"switchboard-tests\",\"version\":\"1\"}}";
    }
}
