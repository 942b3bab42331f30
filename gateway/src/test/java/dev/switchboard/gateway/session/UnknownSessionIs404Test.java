package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A session id that was never issued (or expired, or ended) is 404 with -32001: the client must initialize again. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnknownSessionIs404Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void anUnknownSessionIs404() {
        mcp.session("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "2025-11-25").request("ping", "{}").then()
                .statusCode(404)
                .body("error.code", equalTo(-32001));
    }
}
