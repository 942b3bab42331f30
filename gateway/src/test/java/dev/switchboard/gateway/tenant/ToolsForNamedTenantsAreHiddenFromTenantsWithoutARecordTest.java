package dev.switchboard.gateway.tenant;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A caller whose tenant has no record (here the anonymous caller of a gateway without authentication) sees a tool
 * offered to its own tenant, and neither lists nor calls one offered to other tenants only.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolsForNamedTenantsAreHiddenFromTenantsWithoutARecordTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SERVICE = "named-tenant-tools";

    @Inject
    ServiceRegistry registry;

    @AfterEach
    void withdraw() {
        registry.withdraw(SERVICE, SERVICE + "-1");
    }

    @Test
    void onlyTheToolOfferedToTheCallersTenantIsListedAndFound() {
        ObjectNode schema = JSON.createObjectNode().put("type", "object");
        List<ToolDescriptor> tools = List.of(
                ToolDescriptor.of("anonymous_notes", null, "For the anonymous tenant", schema, null)
                        .withTenants(List.of("anonymous")),
                ToolDescriptor.of("acme_notes", null, "For acme", schema, null).withTenants(List.of("acme")));
        registry.publish(new ServiceRegistration(SERVICE, SERVICE + "-1", "http://127.0.0.1:9", Instant.now(),
                JSON.valueToTree(new ServiceManifest(SERVICE, "1", tools, null, null, null, false))),
                Duration.ofSeconds(60), true);
        McpTestClient mcp = McpTestClient.ofTestedApp();
        mcp.awaitTool("anonymous_notes");

        mcp.modern("tools/list").then().body("result.tools.name", not(hasItem("acme_notes")));
        mcp.modern("tools/call").tool("acme_notes", "{}").then().statusCode(200)
                .body("error.message", containsString("Unknown tool: acme_notes"));
    }
}
