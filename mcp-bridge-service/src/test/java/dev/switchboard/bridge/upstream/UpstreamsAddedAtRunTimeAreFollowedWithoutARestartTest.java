package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.HttpUpstream;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * Upstreams stored in Redis the way the gateway's admin API stores them are connected, reconnected with a changed
 * definition and stopped as the announcements come, without a restart; one whose announcement was lost is found by the
 * periodic re-read. Their sealed secrets are opened and sent: the upstream used here refuses every request without its
 * API key. A name of the upstreams file, a stdio command and another service's upstream are not taken.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamsAddedAtRunTimeAreFollowedWithoutARestartTest {

    private static final String API_KEY = "s3cret-api-key";
    /** Where UpstreamStore keeps them: written here directly to leave out the announcement. */
    private static final String STORED = "sb:bridge:upstreams";
    private static final Duration SOON = Duration.ofSeconds(10);
    private static HttpUpstream guarded;

    private final UpstreamSecrets secrets = new UpstreamSecrets(List.of(UpstreamServersResource.SECRETS_KEY));

    @Inject
    UpstreamStore store;
    @Inject
    RuntimeUpstreams runtime;
    @Inject
    Upstreams upstreams;
    @Inject
    RedisDataSource redis;

    @BeforeAll
    static void startGuardedUpstream() {
        guarded = HttpUpstream.start(Map.of("REQUIRED_HEADER", "X-Api-Key: " + API_KEY));
    }

    @AfterAll
    static void stopGuardedUpstream() {
        guarded.close();
    }

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @AfterEach
    void removeRunTimeUpstreams() {
        store.all().keySet().forEach(store::delete);
        runtime.resync();
    }

    /** The guarded upstream as the admin API stores it for {@code name}: its API key sealed. */
    private String guardedUpstream(String name, String apiKey, Map<String, String> more) {
        ObjectNode upstream = JSON.createObjectNode().put("transport", "http").put("url", guarded.url());
        upstream.putObject("headers").put("X-Api-Key",
                secrets.seal(name, UpstreamSecrets.pointer("headers", "X-Api-Key"), apiKey));
        more.forEach(upstream::put);
        return upstream.toString();
    }

    private static List<String> tools() {
        return manifest().getList("tools.name", String.class);
    }

    @Test
    void anUpstreamIsAddedChangedAndRemovedAsAnnounced() {
        store.put("notes", guardedUpstream("notes", API_KEY, Map.of()));

        await().atMost(SOON).until(() -> tools().contains("notes_echo"));
        callTool("notes_echo", body(arguments().put("message", "hi"))).statusCode(200)
                .body("content[0].text", equalTo("Echo: hi"));

        store.put("notes", guardedUpstream("notes", API_KEY, Map.of("prefix", "nb")));

        await().atMost(SOON).until(() -> tools().contains("nb_echo") && !tools().contains("notes_echo"));
        callTool("nb_echo", body(arguments().put("message", "again"))).statusCode(200)
                .body("content[0].text", equalTo("Echo: again"));

        store.delete("notes");

        await().atMost(SOON).until(() -> tools().stream().noneMatch(tool -> tool.startsWith("nb_")));
        assertThat(upstreams.named("notes")).isEmpty();
        assertThat(tools()).contains("remote_echo", "everything_echo");
    }

    @Test
    void anUpstreamWhoseAnnouncementWasLostIsFoundByTheReRead() {
        redis.hash(String.class).hset(STORED, "quiet", guardedUpstream("quiet", API_KEY, Map.of()));

        runtime.resync();

        await().atMost(SOON).until(() -> tools().contains("quiet_echo"));
    }

    @Test
    void aWrongSecretReachesTheUpstreamAsItIsAndIsRefusedThere() {
        store.put("wrong", guardedUpstream("wrong", "not-the-key", Map.of()));

        await().atMost(SOON).until(() -> upstreams.named("wrong").map(UpstreamConnection::state)
                .filter(UpstreamState.DOWN::equals).isPresent());
        assertThat(upstreams.named("wrong").orElseThrow().describe()).contains("Authorization error");
        assertThat(tools()).noneMatch(tool -> tool.startsWith("wrong_"));
    }

    @Test
    void aNameOfTheUpstreamsFileAStdioCommandAndAnotherServicesUpstreamAreNotTaken() {
        assertThat(store.fileOwner("remote")).contains("mcp-bridge");
        store.put("remote", guardedUpstream("remote", API_KEY, Map.of("prefix", "hijack")));
        store.put("shell", "{\"transport\":\"stdio\",\"command\":\"sh\",\"args\":[\"-c\",\"true\"]}");
        store.put("elsewhere", guardedUpstream("elsewhere", API_KEY, Map.of("service", "team-notes")));

        runtime.resync();

        assertThat(upstreams.named("remote").orElseThrow().spec().url()).isEqualTo(UpstreamServersResource.remoteUrl());
        assertThat(upstreams.named("shell")).isEmpty();
        assertThat(upstreams.named("elsewhere")).isEmpty();
        assertThat(tools()).noneMatch(tool -> tool.startsWith("hijack_") || tool.startsWith("elsewhere_"));
    }
}
