package dev.switchboard.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The official Java SDK client of two users (API keys of two tenants), through the packaged gateway and bridge, to an
 * upstream that accepts only tokens of a real authorization server (mock-oauth2-server) for its audience: the bridge
 * exchanges each call's internal token there, and the upstream answers with each user's own subject and tenant. With
 * the authorization server down, a third user's call ends in a tool error naming the upstream and the token endpoint.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TokenExchangeUpstreamsSeeEachUserThroughTheGatewayIT {

    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";
    private static final String AUDIENCE = "notes-api";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static LocalRedis redis;
    private static MockOAuthServer authorizationServer;
    private static HttpUpstream notes;
    private static SuiteProcess gateway;
    private static SuiteProcess bridge;

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.start();
        Map<String, Map<String, Object>> clients = new LinkedHashMap<>();
        clients.put("bridge-catalogue", Map.of("sub", "bridge-catalogue", "aud", List.of(AUDIENCE)));
        clients.put("bridge", Map.of("aud", List.of("${audience}")));
        authorizationServer = MockOAuthServer.start(clients);
        notes = HttpUpstream.start(Map.of("BEARER_ISSUER", authorizationServer.issuer(), "BEARER_AUDIENCE", AUDIENCE));
        String token = authorizationServer.issuer() + "/token";
        Path upstreams = Files.writeString(Files.createTempDirectory("exchange-it").resolve("upstreams.json"), """
                {"upstreams": [{"name": "notes", "transport": "http", "url": "%s",
                  "clientCredentials": {"tokenUrl": "%s", "clientId": "bridge-catalogue", "clientSecret": "c",
                                        "audience": "%s"},
                  "tokenExchange": {"tokenEndpoint": "%s", "clientId": "bridge", "clientSecret": "e",
                                    "audience": "%s"}}]}""".formatted(notes.url(), token, AUDIENCE, token, AUDIENCE));
        gateway = SuiteProcess.start("gateway", redis.url(), Map.of("GATEWAY_AUTH_MODE", "api-key",
                "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY));
        bridge = SuiteProcess.start("mcp-bridge-service", redis.url(),
                Map.of("BRIDGE_UPSTREAMS_FILE", upstreams.toString()));
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(bridge, gateway, notes, authorizationServer, redis);
    }

    @Test
    @Order(1)
    void twoUsersReachTheUpstreamAsThemselves() throws Exception {
        McpSyncClient alice = client(gateway.apiKey(ADMIN_KEY, "acme", "alice"));
        McpSyncClient bob = client(gateway.apiKey(ADMIN_KEY, "globex", "bob"));

        JsonNode aliceSaw = whoami(alice);
        JsonNode bobSaw = whoami(bob);

        assertThat(aliceSaw.path("sub").asText()).isEqualTo("alice");
        assertThat(aliceSaw.path("tenant").asText()).isEqualTo("acme");
        assertThat(aliceSaw.path("aud").toString()).contains(AUDIENCE);
        assertThat(bobSaw.path("sub").asText()).isEqualTo("bob");
        assertThat(bobSaw.path("tenant").asText()).isEqualTo("globex");
        alice.closeGracefully();
        bob.closeGracefully();
    }

    @Test
    @Order(2)
    void withTheAuthorizationServerDownACallFailsNamingTheUpstreamAndTheTokenEndpoint() {
        McpSyncClient carol = client(gateway.apiKey(ADMIN_KEY, "acme", "carol"));
        authorizationServer.close();

        McpSchema.CallToolResult result = carol.callTool(new McpSchema.CallToolRequest("notes_whoami", Map.of()));

        assertThat(result.isError()).isTrue();
        assertThat(text(result)).contains("Upstream 'notes' needs a token exchanged for the caller")
                .contains(authorizationServer.issuer() + "/token").contains("could not be reached")
                .doesNotContain("eyJ");
        carol.closeGracefully();
    }

    private static JsonNode whoami(McpSyncClient client) throws Exception {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("notes_whoami", Map.of()));
        assertThat(result.isError()).as(text(result)).isNotEqualTo(Boolean.TRUE);
        return JSON.readTree(text(result));
    }

    private static McpSyncClient client(String key) {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .httpRequestCustomizer((request, method, endpoint, body, context) -> request.header("Authorization",
                        "Bearer " + key))
                .build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
        await().atMost(Duration.ofSeconds(60)).until(() -> client.listTools().tools().stream()
                .anyMatch(tool -> tool.name().equals("notes_whoami")));
        return client;
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
