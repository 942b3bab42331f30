package dev.switchboard.gateway.forward;

import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/** A registered service nobody answers for is an {@code isError} result that names it, never a stack trace. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class UnreachableServicesAreIsErrorResultsTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void anUnreachableServiceIsAnIsErrorResult() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        registry.publish(ExtraRegistrations.of("ghost", "http://127.0.0.1:" + closedPort, Instant.now(), "ghost_tool"),
                Duration.ofSeconds(30), true);
        mcp.awaitTool("ghost_tool");

        mcp.modern("tools/call").tool("ghost_tool", "{}").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", allOf(containsString("ghost"), containsString("unreachable"),
                        not(containsString("Exception"))));
        registry.withdraw("ghost", "ghost-1");
    }
}
