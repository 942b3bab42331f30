package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;

/** Session-era results keep the schemas of their revisions: no {@code resultType}, no cache hints. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraResultsHaveNoResultTypeTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void toolsAreListedAndCalledInSessionShape() {
        mcp.awaitTool("fx_echo");
        McpSession session = mcp.session().open();
        session.request("tools/list", "{}").then().statusCode(200)
                .body("result.tools.name", hasItem("fx_echo"))
                .body("result.resultType", nullValue())
                .body("result.ttlMs", nullValue());
        session.callTool("fx_echo", "{\"text\":\"hi\"}").then().statusCode(200)
                .body("result.structuredContent.echo", equalTo("hi"))
                .body("result.resultType", nullValue());
    }
}
