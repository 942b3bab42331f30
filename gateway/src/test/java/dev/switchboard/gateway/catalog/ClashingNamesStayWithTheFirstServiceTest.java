package dev.switchboard.gateway.catalog;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Two services declaring one tool name: the one registered first keeps it; the late one keeps its other tools. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ClashingNamesStayWithTheFirstServiceTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    ToolCatalog catalog;

    @Test
    void aClashingToolNameStaysWithTheServiceRegisteredFirst() {
        registry.publish(ExtraRegistrations.of("first-owner", "http://127.0.0.1:9", Instant.now().minusSeconds(60),
                "shared_tool"), Duration.ofSeconds(30), true);
        registry.publish(ExtraRegistrations.of("late-comer", "http://127.0.0.1:9", Instant.now(), "shared_tool",
                "own_tool"), Duration.ofSeconds(30), true);

        await().atMost(Duration.ofSeconds(10)).until(() -> catalog.snapshot().tool("own_tool").isPresent());
        assertThat(catalog.snapshot().tool("shared_tool")).hasValueSatisfying(
                tool -> assertThat(tool.service().name()).isEqualTo("first-owner"));
        registry.withdraw("first-owner", "first-owner-1");
        registry.withdraw("late-comer", "late-comer-1");
    }
}
