package dev.switchboard.gateway.logging;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tool arguments and results are the tenant's data: calls that succeed, fail validation or fail in the service log
 * neither, in either era.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolArgumentsStayOutOfTheLogTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void argumentsAndResultsOfEveryKindOfCallAreNotLogged() {
        mcp.awaitTool("fx_echo");
        String secret = "tenant-data-" + System.nanoTime();
        McpSession session = mcp.session().open();
        session.callTool("fx_echo", "{\"text\":\"" + secret + "\"}").then().statusCode(200);
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"" + secret + "\",\"times\":99}").then().statusCode(200);
        mcp.modern("tools/call").tool("fx_fail", "{\"note\":\"" + secret + "\"}").then().statusCode(200);
        mcp.modern("tools/call").tool("fx_nowhere", "{\"note\":\"" + secret + "\"}").then().statusCode(200);

        assertThat(GatewayLog.upToNow()).doesNotContain(secret);
    }
}
