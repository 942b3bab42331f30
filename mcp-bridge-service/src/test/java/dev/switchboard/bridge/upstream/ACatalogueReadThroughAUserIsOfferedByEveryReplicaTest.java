package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import dev.switchboard.sessionstore.upstream.ListedCatalogues;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The catalogue another replica read through a user's session (kept in Redis) is what this replica offers for an
 * upstream that takes only its users' tokens, as soon as it connects it and before any user's session is open here:
 * no link tool, the upstream's tools under their prefix. A newer reading replaces it within a health interval.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ACatalogueReadThroughAUserIsOfferedByEveryReplicaTest {

    static LinkFixture fixture;

    @Inject
    UpstreamStore store;
    @Inject
    ListedCatalogues catalogues;
    @Inject
    PinnedDefinitions pins;

    @BeforeAll
    static void start() {
        fixture = LinkFixture.start();
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    private static String reading(String... tools) {
        ObjectNode reading = JSON.createObjectNode().put("readAt", Instant.now().toString());
        for (String tool : tools) {
            reading.withArray("tools").addObject().put("name", tool).put("description", "Read by another replica.")
                    .putObject("inputSchema").put("type", "object");
        }
        return reading.toString();
    }

    @Test
    void itsToolsAreOfferedWithoutAnySessionHere() {
        BridgeCalls.awaitUpstreams();
        catalogues.write("mcp-bridge", "annals", reading("whoami"));
        store.put("annals", fixture.definitionForUsersOnly().toString());
        try {
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> manifest().getList("tools.name", String.class).contains("annals_whoami"));
            assertThat(manifest().getList("tools.name", String.class)).doesNotContain("annals_link_account");

            catalogues.write("mcp-bridge", "annals", reading("whoami", "echo"));
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> manifest().getList("tools.name", String.class).contains("annals_echo"));
        } finally {
            store.delete("annals");
            catalogues.forget("mcp-bridge", "annals");
            pins.forget("mcp-bridge", "annals");
        }
    }
}
