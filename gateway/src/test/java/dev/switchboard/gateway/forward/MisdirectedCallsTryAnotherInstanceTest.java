package dev.switchboard.gateway.forward;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * While a rolling update has two releases of a service live behind one address, an instance of the other release
 * answers 421 for a tool it lacks. The gateway tries again on a new connection (where a Kubernetes Service may pick
 * another instance) and the client sees the result; when every try lands on the other release, the client gets an
 * {@code isError} result saying the service is being updated, never a protocol error.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MisdirectedCallsTryAnotherInstanceTest {

    private static final ScriptedService.Answer OTHER_RELEASE = new ScriptedService.Answer(421,
            "{\"code\":-32602,\"message\":\"This instance of service 'rolling' runs another release\"}");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    private JsonPath call(ScriptedService service, String tool) {
        ExtraRegistrations.publish(registry, ExtraRegistrations.of("rolling", service.baseUrl(), Instant.now(), tool));
        mcp.awaitTool(tool);
        return mcp.modern("tools/call").tool(tool, "{}").then().statusCode(200).extract().jsonPath()
                .setRootPath("result");
    }

    @Test
    void aCallThatReachedTheOtherReleaseIsAnsweredByAnotherInstance() {
        AtomicInteger seen = new AtomicInteger();
        try (ScriptedService service = new ScriptedService(
                path -> seen.incrementAndGet() == 1 ? OTHER_RELEASE : ScriptedService.Answer.result("new", false))) {
            JsonPath result = call(service, "rolling_new");

            assertThat(result.getBoolean("isError")).isFalse();
            assertThat(result.getString("content[0].text")).isEqualTo("new");
            List<Integer> ports = service.clientPorts();
            assertThat(ports).hasSize(2);
            assertThat(ports.get(1)).as("the retry's connection").isNotEqualTo(ports.get(0));
        } finally {
            registry.withdraw("rolling", "rolling-1");
        }
    }

    @Test
    void onlyTheOtherReleaseAnsweringIsATemporaryToolError() {
        try (ScriptedService service = new ScriptedService(path -> OTHER_RELEASE)) {
            JsonPath result = call(service, "rolling_stuck");

            assertThat(result.getBoolean("isError")).isTrue();
            assertThat(result.getString("content[0].text")).contains("is being updated").contains("retry in");
            assertThat(service.requests()).isEqualTo(1 + ToolServiceClient.MISDIRECTED_RETRIES);
        } finally {
            registry.withdraw("rolling", "rolling-1");
        }
    }
}
