package dev.switchboard.gateway.accounts;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A gateway without consent pages (no {@code gateway.links.client-id}) offers no account tools: they are not listed, and
 * a call of one is refused like any unknown tool.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AccountToolsAreOfferedOnlyWhereAccountsAreLinkedTest {

    @Test
    void neitherListedNorCalled() {
        McpTestClient mcp = McpTestClient.ofTestedApp();
        mcp.awaitTool("fx_echo");

        mcp.modern("tools/list").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.name", not(hasItem(AccountTools.LIST)))
                .body("result.tools.name", not(hasItem(AccountTools.UNLINK)));
        mcp.modern("tools/call").tool(AccountTools.LIST, "{}").then().statusCode(200)
                .body("error.code", equalTo(-32602)).body("error.message", containsString(AccountTools.LIST));
    }
}
