package dev.switchboard.conformance.changes;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.conformance.InternalCalls;
import dev.switchboard.contract.kit.RegistrationHeartbeat;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.conformance.InternalCalls.call;
import static dev.switchboard.conformance.InternalCalls.tool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TriggerToolsChangeTheAnnouncedManifestTest {

    @Inject
    ServiceRegistry registry;

    @Inject
    RegistrationHeartbeat heartbeat;

    private final List<String> announcements = new CopyOnWriteArrayList<>();
    private Runnable stopWatching;

    @BeforeEach
    void watchTheRegistry() {
        await().atMost(Duration.ofSeconds(10)).until(() -> heartbeat.status().registered());
        stopWatching = registry.watch(announcements::add);
    }

    @AfterEach
    void stopWatchingTheRegistry() {
        stopWatching.run();
    }

    @Test
    void everyToolChangeShowsInTheRegisteredManifestAndIsAnnounced() {
        for (int change = 0; change < 2; change++) {
            int before = announcements.size();
            int revision = tool("test_trigger_tool_change", call()).statusCode(200)
                    .body("structuredContent.list", equalTo("tools"))
                    .extract().path("structuredContent.revision");

            await().atMost(Duration.ofSeconds(5)).until(() -> announcements.size() > before);
            assertThat(announcements).contains("conformance");
            assertThat(registeredDescription("tools", "test_tool_revision"))
                    .startsWith("Tool list revision " + revision + ".");
            tool("test_tool_revision", call()).statusCode(200)
                    .body("structuredContent.revision", equalTo(revision));
        }
    }

    @Test
    void everyPromptChangeShowsInTheRegisteredManifestAndIsAnnounced() {
        int first = tool("test_trigger_prompt_change", call()).statusCode(200)
                .body("structuredContent.list", equalTo("prompts"))
                .extract().path("structuredContent.revision");
        int second = tool("test_trigger_prompt_change", call()).statusCode(200)
                .extract().path("structuredContent.revision");

        assertThat(second).isEqualTo(first + 1);
        await().atMost(Duration.ofSeconds(5)).until(() -> announcements.size() >= 2);
        assertThat(registeredDescription("prompts", "test_prompt_revision"))
                .startsWith("Prompt list revision " + second + ".");
        InternalCalls.prompt("test_prompt_revision", call()).statusCode(200)
                .body("messages[0].content.text", equalTo("The prompt list is at revision " + second + "."));
    }

    private String registeredDescription(String list, String name) {
        ServiceRegistration conformance = registry.live().stream()
                .filter(registration -> registration.service().equals("conformance"))
                .findFirst().orElseThrow();
        for (JsonNode entry : conformance.manifest().path(list)) {
            if (entry.path("name").asText().equals(name)) {
                return entry.path("description").asText();
            }
        }
        throw new AssertionError(name + " is not in the registered " + list);
    }
}
