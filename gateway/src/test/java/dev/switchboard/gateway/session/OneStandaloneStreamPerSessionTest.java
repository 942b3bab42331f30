package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A session has at most one standalone GET stream, whichever replica holds it: a second one is 409. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OneStandaloneStreamPerSessionTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aSecondGetStreamOnTheSameSessionIsAConflict() {
        McpSession session = mcp.session().open();
        try (SseStream stream = session.openStream()) {
            assertThat(stream.awaitStatus()).isEqualTo(200);
            mcp.given().header("Mcp-Session-Id", session.id()).accept("text/event-stream").get("/mcp").then()
                    .statusCode(409);
        }
    }
}
