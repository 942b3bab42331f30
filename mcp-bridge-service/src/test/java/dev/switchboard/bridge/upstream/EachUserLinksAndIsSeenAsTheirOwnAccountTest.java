package dev.switchboard.bridge.upstream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * One user's link is theirs alone: after alice linked, bob's first call still asks him for consent, and once he has
 * linked, each reaches the upstream as the account they signed in with.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class EachUserLinksAndIsSeenAsTheirOwnAccountTest extends LinkUpstreamTest {

    @Override
    String upstream() {
        return "diary";
    }

    @Test
    void aSecondUserIsAskedForTheirOwnConsentAndSeenAsThemselves() throws Exception {
        JsonNode alice = linked("alice", "alice-at-diary");
        JsonNode bob = linked("bob", "bob-at-diary");
        JsonNode aliceAgain = JSON.readTree(whoami("alice", null, null).getString("content[0].text"));

        assertThat(alice.path("sub").asText()).isEqualTo("alice-at-diary");
        assertThat(bob.path("sub").asText()).isEqualTo("bob-at-diary");
        assertThat(aliceAgain.path("sub").asText()).isEqualTo("alice-at-diary");
        assertThat(vault.links(tenant())).extracting(link -> link.subject()).containsExactly("alice", "bob");
    }
}
