package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

/** A forwarded call comes back shaped for 2026-07-28: {@code resultType} and the server info in {@code _meta}. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StatelessResultsCarryResultTypeAndServerInfoTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void toolsRegistered() {
        mcp.awaitTool("fx_echo");
    }

    @Test
    void aCallReachesTheServiceAndComesBackWithResultType() {
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"ab\",\"times\":2}").then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.structuredContent.echo", equalTo("abab"))
                .body("result.content[0].type", equalTo("text"))
                .body("result.content[0].text", equalTo("{\"echo\":\"abab\"}"))
                .body("result._meta.'io.modelcontextprotocol/serverInfo'.name", notNullValue())
                .body("result.isError", not(equalTo(true)));
    }
}
