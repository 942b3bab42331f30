package dev.switchboard.gateway.notify;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.notify.ResourceUpdates;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * A 2026-07-28 {@code subscriptions/listen} stream is acknowledged first, then carries only the notifications it
 * opted into, each tagged with its subscription id; one that opts into nothing ends at once.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ListenStreamsCarryOnlyWhatTheyOptedIntoTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Inject
    ResourceUpdates resourceUpdates;

    @Test
    void aListenStreamIsAcknowledgedAndGetsOnlyWhatItOptedInto() {
        mcp.awaitTool("fx_echo");
        try (SseStream stream = mcp.modern("subscriptions/listen").id("\"listen-1\"")
                .params("\"notifications\":{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"fx://watched\"]}")
                .stream()) {
            stream.awaitData("notifications/subscriptions/acknowledged");
            assertThat(stream.data().get(0)).contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-1\"");

            ExtraRegistrations.publishTool(registry, "extra_listen_tool", Duration.ofSeconds(30));
            stream.awaitData("notifications/tools/list_changed");
            resourceUpdates.publish("fx://watched");
            stream.awaitData("notifications/resources/updated");
            assertThat(stream.data()).filteredOn(line -> line.contains("list_changed"))
                    .allMatch(line -> line.contains("\"io.modelcontextprotocol/subscriptionId\":\"listen-1\""));
            assertThat(stream.data()).noneMatch(line -> line.contains("prompts/list_changed"));
        }
    }

    @Test
    void aListenThatOptsIntoNothingEndsWithItsResult() {
        mcp.modern("subscriptions/listen").id("\"listen-2\"").params("\"notifications\":{}").then().statusCode(200)
                .body(org.hamcrest.Matchers.containsString("notifications/subscriptions/acknowledged"))
                .body(org.hamcrest.Matchers.containsString(
                        "\"result\":{\"resultType\":\"complete\",\"_meta\":{\"io.modelcontextprotocol/subscriptionId\":\"listen-2\""));
    }

    @Test
    void aListenWithoutNotificationsIsInvalidParams() {
        mcp.modern("subscriptions/listen").then().statusCode(200).body("error.code", equalTo(-32602));
    }
}
