package dev.switchboard.it;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Users link their own accounts at an upstream through their MCP clients, through the packaged gateway and bridge. A
 * real authorization server (mock-oauth2-server, interactive sign-in) is both the gateway's issuer ({@code other}) and
 * the upstream's ({@code default}); the upstream accepts only the latter's tokens. A session-era Java SDK client's URL
 * elicitation handler and a 2026-07-28 retry each follow the consent URL with a browser stand-in: sign-in at the
 * gateway as themselves, sign-in upstream, back to the gateway's callback. The call then reaches the upstream as the
 * account each signed in with; the next call needs no consent. Someone else opening a user's consent URL is refused,
 * and a replayed callback links nothing. A link outlives the gateway replica that made it and a Redis restart (Redis
 * persistent, as the launcher runs it), a prompt asks for a link as a tool call does, and once its user unlinks it with the
 * gateway's account tool the next call
 * asks again, on both bridge replicas at once.
 */
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LinkedAccountsAreMadeThroughTheClientInBothErasIT {

    private static final String ADMIN_KEY = "it-bootstrap-admin-key-0123456789";
    private static final String AUDIENCE = "notes-api";
    private static final String VAULT_KEY = "it-token-vault-key-0123456789abcdef0123456789";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static LocalRedis redis;
    private static MockOAuthServer authorizationServer;
    private static HttpUpstream notes;
    private static SuiteProcess gateway;
    private static SuiteProcess bridge;
    private static Map<String, String> bridgeEnvironment;

    @BeforeAll
    static void start() throws IOException {
        redis = LocalRedis.startPersistent(Files.createTempDirectory("links-it-redis"));
        Map<String, Map<String, Object>> clients = new LinkedHashMap<>();
        clients.put("bridge-catalogue", Map.of("sub", "bridge-catalogue", "aud", List.of(AUDIENCE)));
        clients.put("bridge-links", Map.of("aud", List.of(AUDIENCE)));
        clients.put("gateway-links", Map.of("aud", List.of("${resource}"), "scope", "tools:call"));
        authorizationServer = MockOAuthServer.startInteractive(clients);
        notes = HttpUpstream.start(Map.of("BEARER_ISSUER", authorizationServer.issuer(), "BEARER_AUDIENCE", AUDIENCE));
        gateway = SuiteProcess.start("gateway", redis.url(), gatewayEnvironment());
        Path upstreams = Files.writeString(Files.createTempDirectory("links-it").resolve("upstreams.json"), """
                {"upstreams": [{"name": "notes", "transport": "http", "url": "%s",
                  "clientCredentials": {"tokenUrl": "%s/token", "clientId": "bridge-catalogue", "clientSecret": "c",
                                        "audience": "%s"},
                  "userOAuth": {"clientId": "bridge-links", "scope": "openid notes"}}]}"""
                .formatted(notes.url(), authorizationServer.issuer(), AUDIENCE));
        bridgeEnvironment = Map.of(
                "BRIDGE_UPSTREAMS_FILE", upstreams.toString(),
                "SWITCHBOARD_TOKEN_VAULT_KEYS", VAULT_KEY,
                "BRIDGE_USER_OAUTH_CONNECT_URL", gateway.baseUrl() + "/links/connect",
                "BRIDGE_USER_OAUTH_CALLBACK_URL", gateway.baseUrl() + "/links/callback");
        bridge = SuiteProcess.start("mcp-bridge-service", redis.url(), bridgeEnvironment);
    }

    private static Map<String, String> gatewayEnvironment() {
        return Map.of("GATEWAY_AUTH_MODE", "oauth,api-key",
                "GATEWAY_AUTH_OAUTH_ISSUER", authorizationServer.issuer("other"),
                "GATEWAY_LINKS_CLIENT_ID", "gateway-links",
                "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY);
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(bridge, gateway, notes, authorizationServer, redis);
    }

    @Test
    @Order(1)
    void aSessionClientLinksThroughItsUrlElicitationHandlerAndIsSeenAsItsAccount() throws Exception {
        List<String> pages = new CopyOnWriteArrayList<>();
        List<String> completed = new CopyOnWriteArrayList<>();
        McpSyncClient alice = sessionClient(gateway.apiKey(ADMIN_KEY, "acme", "alice"), request -> {
            ConsentBrowser browser = new ConsentBrowser();
            HttpResponse<String> page = browser.consent(request.url(), "acme", "alice", "alice-at-notes");
            pages.add(page.statusCode() + " " + page.body() + "\n" + browser.trail());
            return new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.ACCEPT, null);
        }, completed);

        JsonNode first = whoami(alice);
        JsonNode second = whoami(alice);

        assertThat(pages).singleElement().asString().startsWith("200").contains("Account linked");
        assertThat(first.path("sub").asText()).isEqualTo("alice-at-notes");
        assertThat(first.path("aud").toString()).contains(AUDIENCE);
        assertThat(second).isEqualTo(first);
        await().atMost(Duration.ofSeconds(10)).until(() -> !completed.isEmpty());
        alice.closeGracefully();
    }

    @Test
    @Order(2)
    void aStatelessRequestLinksThroughInputRequiredAndItsRetry() throws Exception {
        String bob = gateway.apiKey(ADMIN_KEY, "acme", "bob");
        JsonPath asked = modern(bob).then().statusCode(200).extract().jsonPath();
        String url = asked.getString("result.inputRequests.link-notes.params.url");
        String state = asked.getString("result.requestState");

        ConsentBrowser browser = new ConsentBrowser();
        HttpResponse<String> page = browser.consent(url, "acme", "bob", "bob-at-notes");
        assertThat(page.statusCode()).as(browser.trail()).isEqualTo(200);
        JsonPath retried = modern(bob).and("\"inputResponses\":{\"link-notes\":{\"action\":\"accept\"}},"
                + "\"requestState\":\"" + state + "\"").then().statusCode(200).extract().jsonPath();

        assertThat(asked.getString("result.resultType")).isEqualTo("input_required");
        assertThat(asked.getString("result.inputRequests.link-notes.params.mode")).isEqualTo("url");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(retried.getString("result.content[0].text")).path("sub").asText())
                .isEqualTo("bob-at-notes");
    }

    @Test
    @Order(3)
    void someoneElseOpeningTheConsentUrlIsRefusedAndAReplayedCallbackLinksNothing() {
        String carol = gateway.apiKey(ADMIN_KEY, "acme", "carol");
        String url = modern(carol).then().statusCode(200).extract()
                .path("result.inputRequests.link-notes.params.url");

        ConsentBrowser davesBrowser = new ConsentBrowser();
        HttpResponse<String> dave = davesBrowser.consent(url, "acme", "dave", "dave-at-notes");
        ConsentBrowser carolsBrowser = new ConsentBrowser();
        HttpResponse<String> linked = carolsBrowser.consent(url, "acme", "carol", "carol-at-notes");
        String callback = linked.uri().toString();
        HttpResponse<String> replayed = carolsBrowser.open(callback);
        HttpResponse<String> replayedElsewhere = new ConsentBrowser().open(callback);

        assertThat(dave.statusCode()).as(davesBrowser.trail()).isEqualTo(403);
        assertThat(dave.body()).contains("Not your link");
        assertThat(linked.statusCode()).as(carolsBrowser.trail()).isEqualTo(200);
        assertThat(replayed.statusCode()).isEqualTo(400);
        assertThat(replayedElsewhere.statusCode()).isEqualTo(400);
        assertThat(replayed.body() + replayedElsewhere.body()).contains("Nothing was linked");
    }

    @Test
    @Order(4)
    void aPromptOfAUserWithoutALinkAsksForOneThroughTheGateway() {
        String erin = gateway.admin(ADMIN_KEY).body("{\"subject\":\"erin\",\"scopes\":[\"prompts:get\"]}")
                .post("/admin/v1/tenants/acme/api-keys").then().statusCode(201).extract().path("key");
        await().atMost(Duration.ofSeconds(60)).until(() -> gateway.mcp().withBearer(erin).modern("prompts/list")
                .post().asString().contains("notes_greeting"));

        JsonPath asked = gateway.mcp().withBearer(erin).modern("prompts/get")
                .prompt("notes_greeting", "{\"name\":\"Erin\"}").capabilities("{\"elicitation\":{\"url\":{}}}")
                .then().statusCode(200).extract().jsonPath();

        assertThat(asked.getString("result.resultType")).isEqualTo("input_required");
        assertThat(asked.getString("result.inputRequests.link-notes.params.mode")).isEqualTo("url");
        assertThat(asked.getString("result.inputRequests.link-notes.params.url")).startsWith(gateway.baseUrl()
                + "/links/connect/");
    }

    @Test
    @Order(5)
    void aLinkOutlivesTheReplicaThatMadeItAndARedisRestartAndGoesWhenItsUserUnlinksIt() throws Exception {
        String bob = gateway.apiKey(ADMIN_KEY, "acme", "bob");
        try (SuiteProcess replica = SuiteProcess.start("gateway", redis.url(), gatewayEnvironment());
                SuiteProcess bridgeReplica = SuiteProcess.start("mcp-bridge-service", redis.url(),
                        bridgeEnvironment)) {
            gateway.kill();
            String afterDeath = whoamiThrough(replica, bob);
            redis.restart();
            await().atMost(Duration.ofSeconds(60)).ignoreExceptions()
                    .until(() -> whoamiThrough(replica, bob).equals("bob-at-notes"));
            await().atMost(Duration.ofSeconds(60)).ignoreExceptions()
                    .until(() -> whoamiAt(bridgeReplica, "bob").equals("bob-at-notes"));
            String atBothBefore = whoamiAt(bridge, "bob") + " " + whoamiAt(bridgeReplica, "bob");
            JsonPath unlinked = replica.mcp().withBearer(bob).modern("tools/call")
                    .tool("unlink_account", "{\"upstream\":\"notes\"}").then().statusCode(200).extract().jsonPath();
            String atBothAfter = whoamiAt(bridge, "bob") + " " + whoamiAt(bridgeReplica, "bob");
            String afterUnlink = whoamiThrough(replica, bob);

            assertThat(afterDeath).isEqualTo("bob-at-notes");
            assertThat(atBothBefore).isEqualTo("bob-at-notes bob-at-notes");
            assertThat(unlinked.getBoolean("result.structuredContent.unlinked")).isTrue();
            assertThat(atBothAfter).as("the unlink holds on both bridge replicas at once")
                    .isEqualTo("input_required input_required");
            assertThat(afterUnlink).isEqualTo("input_required");
        }
    }

    /** The subject the upstream saw for a call of {@code subject} of acme made straight to a bridge replica. */
    private static String whoamiAt(SuiteProcess replica, String subject) throws Exception {
        ObjectNode call = JSON.createObjectNode();
        call.putObject("arguments");
        call.putObject("context").put("tenant", "acme").put("subject", subject).putObject("clientCapabilities")
                .putObject("elicitation").putObject("url");
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(
                URI.create(replica.baseUrl() + "/internal/v1/tools/notes_whoami"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", subject))
                .POST(HttpRequest.BodyPublishers.ofString(call.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode answer = JSON.readTree(response.body());
        if ("input_required".equals(answer.path("resultType").asText())) {
            return "input_required";
        }
        return JSON.readTree(answer.path("content").path(0).path("text").asText()).path("sub").asText();
    }

    /** The subject the upstream saw for {@code key}'s call through {@code replica}, else the result's type. */
    private static String whoamiThrough(SuiteProcess replica, String key) throws IOException {
        await().atMost(Duration.ofSeconds(60)).until(() -> replica.mcp().withBearer(key).modern("tools/list")
                .post().asString().contains("notes_whoami"));
        JsonPath answer = replica.mcp().withBearer(key).modern("tools/call").tool("notes_whoami", "{}")
                .capabilities("{\"elicitation\":{\"url\":{}}}").then().statusCode(200).extract().jsonPath();
        if ("input_required".equals(answer.getString("result.resultType"))) {
            return "input_required";
        }
        return JSON.readTree(answer.getString("result.content[0].text")).path("sub").asText();
    }

    private static dev.switchboard.testsupport.mcp.ModernRequest modern(String key) {
        await().atMost(Duration.ofSeconds(60)).until(() -> gateway.mcp().withBearer(key).modern("tools/list")
                .post().asString().contains("notes_whoami"));
        return gateway.mcp().withBearer(key).modern("tools/call").tool("notes_whoami", "{}")
                .capabilities("{\"elicitation\":{\"url\":{}}}");
    }

    private static JsonNode whoami(McpSyncClient client) throws Exception {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("notes_whoami", Map.of()));
        String text = ((McpSchema.TextContent) result.content().get(0)).text();
        assertThat(result.isError()).as(text).isNotEqualTo(Boolean.TRUE);
        return JSON.readTree(text);
    }

    private static McpSyncClient sessionClient(String key,
            java.util.function.Function<McpSchema.ElicitUrlRequest, McpSchema.ElicitResult> onUrl,
            List<String> completed) {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .httpRequestCustomizer((request, method, endpoint, body, context) -> request.header("Authorization",
                        "Bearer " + key))
                .build())
                .capabilities(McpSchema.ClientCapabilities.builder().elicitation(false, true).build())
                .urlElicitation(onUrl)
                .elicitationCompleteConsumer(notification -> completed.add(notification.elicitationId()))
                .requestTimeout(Duration.ofSeconds(90)).build();
        client.initialize();
        await().atMost(Duration.ofSeconds(60)).until(() -> client.listTools().tools().stream()
                .anyMatch(tool -> tool.name().equals("notes_whoami")));
        return client;
    }

}
