package dev.switchboard.gateway.discovery;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * A progressive tenant finds a tool by describing the need, then calls it through the gateway's call tool or by its
 * own name, in both eras, with the same answer. The call tool runs the direct call's pipeline: the argument check of
 * the tool it names, and its result cache (both calls share one cached result).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class FoundToolsAreCalledThroughTheGatewayToolOrDirectlyTest {

    private McpTestClient client;

    @BeforeEach
    void tenant() {
        SecuredGateway.putTenant("finding", "{\"discovery\":\"progressive\"}");
        client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("finding", "user"));
        McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("tenant-a", "user")).awaitTool("fx_counter");
    }

    @Test
    void aStatelessClientFindsTheToolAndCallsItBothWays() {
        client.modern("tools/call").tool("find_tools", "{\"query\":\"echo a text back to me\",\"limit\":3}").then()
                .statusCode(200)
                .body("result.structuredContent.tools[0].name", equalTo("fx_echo"))
                .body("result.structuredContent.tools[0].inputSchema.required[0]", equalTo("text"))
                .body("result.structuredContent.tools[0].matchedBy", notNullValue());

        String viaGatewayTool = client.modern("tools/call")
                .tool("call_tool", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"hi\",\"times\":2}}").then()
                .statusCode(200).body("result.structuredContent.echo", equalTo("hihi")).extract()
                .path("result.content[0].text");
        String direct = client.modern("tools/call").tool("fx_echo", "{\"text\":\"hi\",\"times\":2}").then()
                .statusCode(200).extract().path("result.content[0].text");
        assertThat(viaGatewayTool).isEqualTo(direct);
    }

    @Test
    void aSessionClientFindsTheToolAndCallsItBothWays() {
        McpSession session = client.session().open();
        session.callTool("find_tools", "{\"query\":\"echo a text back to me\"}").then().statusCode(200)
                .body("result.structuredContent.tools[0].name", equalTo("fx_echo"));
        session.callTool("call_tool", "{\"name\":\"fx_echo\",\"arguments\":{\"text\":\"yo\"}}").then()
                .body("result.structuredContent.echo", equalTo("yo"));
        session.callTool("fx_echo", "{\"text\":\"yo\"}").then().body("result.structuredContent.echo", equalTo("yo"));
    }

    @Test
    void theCallToolChecksArgumentsAndSharesTheResultCacheOfADirectCall() {
        client.modern("tools/call").tool("call_tool", "{\"name\":\"fx_echo\",\"arguments\":{\"times\":2}}").then()
                .body("error.code", equalTo(-32602)).body("error.message", containsString("fx_echo"));
        client.modern("tools/call").tool("call_tool", "{\"arguments\":{}}").then()
                .body("error.code", equalTo(-32602)).body("error.message", containsString("\"name\""));

        String key = "{\"key\":\"discovery-" + System.nanoTime() + "\"}";
        int viaGatewayTool = client.modern("tools/call")
                .tool("call_tool", "{\"name\":\"fx_counter\",\"arguments\":" + key + "}").then().statusCode(200)
                .extract().path("result.structuredContent.count");
        int direct = client.modern("tools/call").tool("fx_counter", key).then().statusCode(200).extract()
                .path("result.structuredContent.count");
        assertThat(direct).as("the direct call is answered from the cache the gateway tool's call filled")
                .isEqualTo(viaGatewayTool);
    }
}
