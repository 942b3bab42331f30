package dev.switchboard.it;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

/**
 * Progressive tool discovery on two packaged gateway replicas sharing one Redis, with the real text-analysis service
 * and the real discovery service: the official Java SDK client (session era) and a 2026-07-28 client list the
 * discovery tools, find a tool and call it through the gateway tool and directly; a policy change made through one
 * replica, and a service that registers later, change what the other replica's search finds within a second; a need
 * in Polish finds its English tool through the discovery service.
 */
class ProgressiveDiscoveryOnEveryReplicaIT {

    private static final String ADMIN_KEY = "it-bootstrap-admin-key-discovery-0123";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static LocalRedis redis;
    private static SuiteProcess replicaA;
    private static SuiteProcess replicaB;
    private static SuiteProcess textAnalysis;
    private static SuiteProcess planner;
    private static SuiteProcess discovery;

    @BeforeAll
    static void start() {
        redis = LocalRedis.start();
        Map<String, String> secured = Map.of("GATEWAY_AUTH_MODE", "api-key", "GATEWAY_ADMIN_BOOTSTRAP_KEY", ADMIN_KEY);
        replicaA = SuiteProcess.start("gateway", redis.url(), secured);
        replicaB = SuiteProcess.start("gateway", redis.url(), secured);
        textAnalysis = SuiteProcess.start("text-analysis-service", redis.url(), Map.of());
        discovery = SuiteProcess.start("discovery-service", redis.url(), Map.of());
    }

    @AfterAll
    static void stop() {
        Processes.closeAll(planner, discovery, textAnalysis, replicaA, replicaB, redis);
    }

    @Test
    void theSdkClientListsFindsAndCallsThroughEitherWay() {
        String key = progressiveTenant("sdk-discovery", "{\"discovery\":\"progressive\"}");
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(replicaB.baseUrl())
                .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(JSON))
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key)).build())
                .requestTimeout(Duration.ofSeconds(60)).build();
        try {
            client.initialize();
            assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
                    .containsExactly("find_tools", "call_tool");
            await().atMost(Duration.ofSeconds(30)).until(() -> found(client, "shorten a long article into a few "
                    + "key sentences").contains("summarizeText"));

            McpSchema.CallToolResult viaGatewayTool = client.callTool(new McpSchema.CallToolRequest("call_tool",
                    Map.of("name", "analyzeText", "arguments", Map.of("text", "One sentence. And another one!"))));
            McpSchema.CallToolResult direct = client.callTool(new McpSchema.CallToolRequest("analyzeText",
                    Map.of("text", "One sentence. And another one!")));

            assertThat(viaGatewayTool.isError()).as(viaGatewayTool.toString()).isNotEqualTo(Boolean.TRUE);
            assertThat(viaGatewayTool.structuredContent()).isEqualTo(direct.structuredContent());
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void aStatelessClientFindsAndCallsOnTheOtherReplica() {
        String key = progressiveTenant("stateless-discovery", "{\"discovery\":\"progressive\"}");
        McpTestClient onB = replicaB.mcp().withBearer(key);
        onB.modern("tools/list").then().statusCode(200).body("result.tools.name", equalTo(List.of("find_tools",
                "call_tool")));
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> onB.modern("tools/call")
                .tool("find_tools", "{\"query\":\"who and which places does this text mention\"}").then()
                .statusCode(200).body("result.structuredContent.tools.name", hasItem("extractEntities")));
        onB.modern("tools/call").tool("call_tool", "{\"name\":\"analyzeText\",\"arguments\":{\"text\":\"Hi there.\"}}")
                .then().statusCode(200).body("result.structuredContent.statistics.sentenceCount", equalTo(1));
    }

    @Test
    void aPolicyChangeThroughOneReplicaChangesTheOthersSearchWithinASecond() {
        String key = progressiveTenant("policy-discovery", "{\"discovery\":\"progressive\"}");
        McpTestClient onB = replicaB.mcp().withBearer(key);
        String find = "{\"query\":\"summarize a long text\",\"limit\":10}";
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> onB.modern("tools/call").tool("find_tools", find)
                .then().body("result.structuredContent.tools.name", hasItem("summarizeText")));

        admin(replicaA).body("{\"discovery\":\"progressive\",\"tools\":{\"deny\":[\"summarizeText\"]}}")
                .put("/admin/v1/tenants/policy-discovery").then().statusCode(200);

        await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(50)).untilAsserted(() -> onB
                .modern("tools/call").tool("find_tools", find).then().statusCode(200)
                .body("result.structuredContent.tools.name", not(hasItem("summarizeText"))));
        onB.modern("tools/call").tool("call_tool", "{\"name\":\"summarizeText\",\"arguments\":{\"text\":\"x\"}}")
                .then().body("error.code", equalTo(-32602));
    }

    @Test
    void aServiceThatRegistersLaterIsFoundOnTheOtherReplicaWithinASecond() {
        String key = progressiveTenant("registration-discovery", "{\"discovery\":\"progressive\"}");
        McpTestClient onA = replicaA.mcp().withBearer(key);
        McpTestClient onB = replicaB.mcp().withBearer(key);
        String find = "{\"query\":\"break a software task into ordered steps\",\"limit\":10}";
        onB.modern("tools/call").tool("find_tools", find).then().statusCode(200)
                .body("result.structuredContent.tools.name", not(hasItem("generatePlan")));

        planner = SuiteProcess.start("planner-service", redis.url(), Map.of());
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> onA.modern("tools/list")
                .meta("\"dev.switchboard/discovery\":\"full\"").then()
                .body("result.tools.name", hasItem("generatePlan")));

        await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(50)).untilAsserted(() -> onB
                .modern("tools/call").tool("find_tools", find).then().statusCode(200)
                .body("result.structuredContent.tools.name", hasItem("generatePlan")));
    }

    @Test
    void aNeedInPolishIsAnsweredByTheDiscoveryService() {
        String key = progressiveTenant("polish-discovery", "{\"discovery\":\"progressive\"}");
        McpTestClient onA = replicaA.mcp().withBearer(key);
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> onA.modern("tools/call")
                .tool("find_tools", "{\"query\":\"przeanalizuj ten tekst\",\"limit\":3}").then()
                .statusCode(200)
                .body("result.structuredContent.searchedBy", nullValue())
                .body("result.structuredContent.tools.name", hasItem("analyzeText")));
    }

    private static List<String> found(McpSyncClient client, String need) {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("find_tools",
                Map.of("query", need, "limit", 5)));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> tools = (List<Map<String, Object>>) ((Map<String, Object>) result
                .structuredContent()).get("tools");
        return tools.stream().map(tool -> (String) tool.get("name")).toList();
    }

    /** Creates the tenant through replica A and returns an API key of it. */
    private static String progressiveTenant(String tenant, String record) {
        admin(replicaA).body(record).put("/admin/v1/tenants/" + tenant).then().statusCode(200);
        return admin(replicaA).body("{\"subject\":\"agent\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract().path("key");
    }

    private static RequestSpecification admin(SuiteProcess replica) {
        return given().baseUri(replica.baseUrl()).header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType("application/json");
    }
}
