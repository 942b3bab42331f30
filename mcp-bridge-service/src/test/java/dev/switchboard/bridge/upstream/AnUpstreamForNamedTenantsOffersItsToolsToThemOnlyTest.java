package dev.switchboard.bridge.upstream;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * An upstream added at run time for named tenants: its tools and prompts carry those tenants in the manifest (so the
 * gateway lists them to those tenants only), a call from any other tenant is refused as for an unknown tool, and it
 * offers no resources, whose lists are the same for every tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUpstreamForNamedTenantsOffersItsToolsToThemOnlyTest {

    @Inject
    UpstreamStore store;
    @Inject
    RuntimeUpstreams runtime;

    @BeforeEach
    void addTeamUpstream() {
        BridgeCalls.awaitUpstreams();
        ObjectNode upstream = JSON.createObjectNode().put("transport", "http").put("url", UpstreamServersResource
                .remoteUrl());
        upstream.putArray("tenants").add("acme");
        store.put("team", upstream.toString());
        await().atMost(Duration.ofSeconds(10)).until(() -> manifest().getList("tools.name", String.class)
                .contains("team_echo"));
    }

    @AfterEach
    void removeTeamUpstream() {
        store.delete("team");
        runtime.resync();
    }

    @Test
    void itsToolsAndPromptsNameTheTenantsAndItOffersNoResources() {
        JsonPath manifest = manifest();

        assertThat(manifest.getList("tools.find { it.name == 'team_echo' }.tenants", String.class))
                .containsExactly("acme");
        assertThat(manifest.getList("prompts.find { it.name == 'team_greeting' }.tenants", String.class))
                .containsExactly("acme");
        assertThat(manifest.getMap("tools.find { it.name == 'remote_echo' }")).doesNotContainKey("tenants");
        assertThat(manifest.getList("resources.uri", String.class)).noneMatch(uri -> uri.startsWith("team+"));
    }

    @Test
    void theNamedTenantsCallRunsAndAnotherTenantsIsAnUnknownTool() {
        callTool("team_echo", body(arguments().put("message", "ours"))).statusCode(200)
                .body("content[0].text", equalTo("Echo: ours"));

        ObjectNode fromGlobex = body(arguments().put("message", "theirs"));
        ((ObjectNode) fromGlobex.get("context")).put("tenant", "globex");
        callTool("team_echo", fromGlobex).statusCode(404).body("message", equalTo("Unknown tool: team_echo"));
    }
}
