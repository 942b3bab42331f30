package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** DELETE ends the session: later requests and a second DELETE find no session. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DeleteEndsSessionTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void deleteEndsTheSession() {
        McpSession session = mcp.session().open();
        session.delete().then().statusCode(204);

        session.request("ping", "{}").then().statusCode(404);
        session.delete().then().statusCode(404);
    }
}
