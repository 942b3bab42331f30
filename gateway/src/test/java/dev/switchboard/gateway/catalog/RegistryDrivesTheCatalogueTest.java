package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

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
import static dev.switchboard.gateway.testing.Mcp.modern;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RegistryDrivesTheCatalogueTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    ToolCatalog catalog;

    @Inject
    ObjectMapper json;

    private ServiceRegistration registration(String service, Instant startedAt, String... tools) {
        ObjectNode schema = json.createObjectNode().put("type", "object");
        List<ToolDescriptor> descriptors = java.util.Arrays.stream(tools)
                .map(tool -> ToolDescriptor.of(tool, null, service + " " + tool, schema, null)).toList();
        return new ServiceRegistration(service, service + "-1", "http://127.0.0.1:9", startedAt,
                json.valueToTree(new ServiceManifest(service, "1", descriptors, null, null, null, false)));
    }

    @Test
    void aServiceThatStopsHeartbeatingLeavesToolsList() {
        registry.publish(registration("transient", Instant.now(), "transient_tool"), Duration.ofSeconds(2), true);
        awaitTool("transient_tool");

        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(200))
                .until(() -> !modern("tools/list", "").asString().contains("transient_tool"));
    }

    @Test
    void aClashingToolNameStaysWithTheServiceRegisteredFirst() {
        Instant early = Instant.now().minusSeconds(60);
        registry.publish(registration("first-owner", early, "shared_tool"), Duration.ofSeconds(30), true);
        registry.publish(registration("late-comer", Instant.now(), "shared_tool", "own_tool"), Duration.ofSeconds(30),
                true);

        await().atMost(Duration.ofSeconds(10)).until(() -> catalog.snapshot().tool("own_tool").isPresent());
        assertThat(catalog.snapshot().tool("shared_tool")).hasValueSatisfying(
                tool -> assertThat(tool.service().name()).isEqualTo("first-owner"));
        registry.withdraw("first-owner", "first-owner-1");
        registry.withdraw("late-comer", "late-comer-1");
    }
}
