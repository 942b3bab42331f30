package dev.switchboard.gateway.entry;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;

/** DNS-rebinding protection: a foreign Host or browser Origin is refused before anything else; loopback passes. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ForeignHostsAndOriginsAreRefusedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aForeignHostIsForbidden() {
        mcp.modern("tools/list").header("Host", "evil.example.com").header("Origin", "http://evil.example.com")
                .then().statusCode(403)
                .body("error.message", containsString("evil.example.com"));
    }

    @Test
    void aForeignOriginIsForbiddenEvenOnLocalhost() {
        mcp.modern("tools/list").header("Origin", "https://attacker.example").then().statusCode(403);
    }

    @Test
    void localhostOriginsAreAccepted() {
        mcp.modern("tools/list").header("Origin", "http://localhost:6274").then().statusCode(200);
    }
}
