package dev.switchboard.bridge.upstream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.upstream.UpstreamStore;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A token-exchange upstream sees each caller as themselves: the bridge exchanges the internal token the gateway signed
 * for the call (tenant and subject) at the authorization server, and the upstream, which accepts only that server's
 * tokens for its audience and binds its sessions to their subject, answers with the caller's subject, tenant and its
 * own audience. Its catalogue was read with the bridge's own client credentials.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class EachCallerReachesTheUpstreamWithItsOwnExchangedTokenTest {

    private static ExchangeFixture fixture;

    @Inject
    UpstreamStore store;
    @Inject
    RuntimeUpstreams runtime;

    @BeforeAll
    static void start() {
        fixture = ExchangeFixture.start();
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    @BeforeEach
    void addUpstream() {
        BridgeCalls.awaitUpstreams();
        ExchangeFixture.add(store, "notes", fixture.definition("notes", ExchangeFixture.AUDIENCE), "notes_whoami");
    }

    @AfterEach
    void removeUpstream() {
        store.delete("notes");
        runtime.resync();
    }

    @Test
    void twoCallersReachTheUpstreamAsThemselvesWithTheUpstreamsAudience() throws Exception {
        JsonNode alice = whoami("acme", "alice");
        JsonNode bob = whoami("globex", "bob");
        JsonNode aliceAgain = whoami("acme", "alice");

        assertThat(alice.path("sub").asText()).isEqualTo("alice");
        assertThat(alice.path("tenant").asText()).isEqualTo("acme");
        assertThat(alice.path("aud").toString()).contains(ExchangeFixture.AUDIENCE);
        assertThat(bob.path("sub").asText()).isEqualTo("bob");
        assertThat(bob.path("tenant").asText()).isEqualTo("globex");
        assertThat(bob.path("aud").toString()).contains(ExchangeFixture.AUDIENCE);
        assertThat(aliceAgain).isEqualTo(alice);
    }

    private JsonNode whoami(String tenant, String subject) throws Exception {
        ObjectNode call = body(arguments());
        ((ObjectNode) call.get("context")).put("tenant", tenant).put("subject", subject);
        String text = callTool("notes_whoami", call).statusCode(200).extract().path("content[0].text");
        return JSON.readTree(text);
    }
}
