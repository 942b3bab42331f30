package dev.switchboard.gateway.auth;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A tenant's own endpoint is {@code /mcp} with the tenant fixed: a session-era session (initialize, tools/list, a call,
 * DELETE) and 2026-07-28 requests work there for the tenant's caller, and list what {@code /mcp} lists for it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ATenantResourceServesTheSameMcpAsTheSharedOneTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void bothErasWorkAtTheTenantsOwnEndpoint() {
        McpTestClient shared = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        McpTestClient own = shared.withEndpoint("/t/tenant-a/mcp");
        own.awaitTool("fx_echo");

        List<String> listedShared = shared.modern("tools/list").then().statusCode(200).extract()
                .path("result.tools.name");
        own.modern("tools/list").then().statusCode(200).body("result.tools.name", equalTo(listedShared));
        own.modern("tools/call").tool("fx_echo", "{\"text\":\"hi\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("hi"));

        McpSession session = own.session().open();
        session.request("tools/list", "{}").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"));
        session.callTool("fx_echo", "{\"text\":\"there\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("there"));
        session.delete().then().statusCode(204);
    }
}
