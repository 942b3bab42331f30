package dev.switchboard.gateway.auth;

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

/** A valid access token works on every door and era, and the session it opens belongs to its principal. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ValidTokensActForTheirTenantTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aTokenListsAndCallsInBothEras() {
        McpTestClient mcp = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        mcp.awaitTool("fx_echo");
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"hi\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("hi"));
        McpSession session = mcp.session().open();
        session.request("tools/list", "{}").then().statusCode(200).body("result.tools.name", hasItem("fx_echo"));
        mcp.given().contentType("application/json")
                .body("{\"version\":\"1.0\",\"action\":{\"name\":\"fx_echo\",\"parameters\":{\"text\":\"a\"}}}")
                .post("/api/v1/actions").then().statusCode(200).body("result.echo", equalTo("a"));
    }

    @Test
    void anotherSubjectsTokenDoesNotOpenTheSession() {
        McpSession ofA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller")).session().open();

        ofA.via(McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-reader"))).request("ping", "{}").then()
                .statusCode(404).body("error.code", equalTo(-32001));
    }
}
