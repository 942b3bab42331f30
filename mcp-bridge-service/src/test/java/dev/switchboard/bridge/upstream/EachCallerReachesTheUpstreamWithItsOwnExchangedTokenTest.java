package dev.switchboard.bridge.upstream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
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
class EachCallerReachesTheUpstreamWithItsOwnExchangedTokenTest extends ExchangeUpstreamTest {

    @Override
    String upstream() {
        return "notes";
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
