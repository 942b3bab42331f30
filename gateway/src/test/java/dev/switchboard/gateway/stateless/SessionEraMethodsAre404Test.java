package dev.switchboard.gateway.stateless;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** Methods 2026-07-28 removed (initialize, ping, setLevel, subscribe) or never had are HTTP 404 with -32601. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SessionEraMethodsAre404Test {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void removedAndUnknownMethodsAre404MethodNotFound() {
        for (String method : new String[] { "initialize", "ping", "logging/setLevel", "resources/subscribe",
                "no/such/method" }) {
            mcp.modern(method).id("\"r1\"").then().statusCode(404)
                    .body("error.code", equalTo(-32601))
                    .body("id", equalTo("r1"));
        }
    }
}
