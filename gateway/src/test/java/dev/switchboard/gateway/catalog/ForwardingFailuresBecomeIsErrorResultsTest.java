package dev.switchboard.gateway.catalog;

import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ForwardingFailuresBecomeIsErrorResultsTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    ObjectMapper json;

    @Test
    void aCallOverItsTimeoutNamesTheServiceThatTimedOut() {
        awaitTool("fx_slow");
        modernRequest("tools/call", "\"name\":\"fx_slow\",\"arguments\":{\"millis\":3000}")
                .header("Mcp-Name", "fx_slow").post("/mcp").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", allOf(containsString("gateway-fixtures"), containsString("400 ms")));
    }

    @Test
    void anUnreachableServiceIsAnIsErrorResult() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ObjectNode schema = json.createObjectNode().put("type", "object");
        ServiceManifest manifest = new ServiceManifest("ghost", "1",
                java.util.List.of(ToolDescriptor.of("ghost_tool", null, "gone", schema, null)), null, null, null, false);
        registry.publish(new ServiceRegistration("ghost", "g-1", "http://127.0.0.1:" + closedPort, Instant.now(),
                json.valueToTree(manifest)), Duration.ofSeconds(30), true);
        awaitTool("ghost_tool");

        modernRequest("tools/call", "\"name\":\"ghost_tool\",\"arguments\":{}")
                .header("Mcp-Name", "ghost_tool").post("/mcp").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", allOf(containsString("ghost"), containsString("unreachable"),
                        not(containsString("Exception"))));
        registry.withdraw("ghost", "g-1");
    }
}
