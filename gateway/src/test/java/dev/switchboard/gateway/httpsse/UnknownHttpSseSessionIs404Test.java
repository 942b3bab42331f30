package dev.switchboard.gateway.httpsse;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** A POST to a message endpoint whose session is unknown is 404. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnknownHttpSseSessionIs404Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void postingToAnUnknownSessionIs404() {
        mcp.given().contentType("application/json").body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")
                .post("/messages?sessionId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").then().statusCode(404);
    }
}
