package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.time.Duration;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.review.PinnedDefinitions;
import dev.switchboard.sessionstore.upstream.ListedCatalogues;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static dev.switchboard.bridge.BridgeCalls.manifest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A {@code userOAuth} upstream that gives the bridge no credential of its own: the real upstream takes only bearer
 * tokens its authorization server (the real mock-oauth2-server) issued to a signed-in user. Before anyone links, its
 * only tool is {@code logbook_link_account}, so users can discover it. Alice's call of it asks her to link, and her
 * retry reads the catalogue through her own session. Those tools replace the link tool, pinned like any, kept in Redis
 * for every replica. Bob, who has not linked, finds them and is asked to link when he calls one.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUpstreamTakingOnlyUserTokensIsListedThroughItsUsersTest extends LinkUpstreamTest {

    @Inject
    PinnedDefinitions pins;
    @Inject
    ListedCatalogues catalogues;

    @Override
    String upstream() {
        return "logbook";
    }

    @Override
    ObjectNode definition() {
        return fixture.definitionForUsersOnly();
    }

    @Override
    String firstListed() {
        return "logbook_link_account";
    }

    @AfterEach
    void forgetTheCatalogue() {
        catalogues.forget("mcp-bridge", upstream());
        pins.forget("mcp-bridge", upstream());
    }

    private static List<String> logbookTools() {
        return manifest().getList("tools.name", String.class).stream().filter(name -> name.startsWith("logbook_"))
                .toList();
    }

    @Test
    void theFirstLinkedUsersSessionListsTheToolsEveryoneThenFinds() throws Exception {
        assertThat(logbookTools()).containsExactly("logbook_link_account");

        Consent consent = asked("logbook_link_account", "alice");
        URI back = authorized(consent, "alice-at-logbook");
        LinkFixture.complete(tenant(), "alice", LinkFixture.parameter(back, "state"),
                LinkFixture.parameter(back, "code")).statusCode(200);
        JsonPath linked = retried("logbook_link_account", "alice", consent);

        assertThat(linked.getString("resultType")).isEqualTo("complete");
        assertThat(linked.getString("content[0].text")).contains("is linked").contains("whoami").contains("echo");
        await().atMost(Duration.ofSeconds(20)).until(() -> logbookTools().contains("logbook_whoami"));
        assertThat(logbookTools()).contains("logbook_echo", "logbook_shifty").doesNotContain("logbook_link_account");
        assertThat(pins.pinned("mcp-bridge", "logbook", "whoami")).isNotNull();
        assertThat(catalogues.read("mcp-bridge", "logbook")).hasValueSatisfying(stored -> assertThat(stored)
                .contains("\"whoami\""));

        JsonNode alice = JSON.readTree(whoami("alice", null, null).getString("content[0].text"));
        assertThat(alice.path("sub").asText()).isEqualTo("alice-at-logbook");
        Consent bob = asked("logbook_whoami", "bob");
        assertThat(bob.message()).contains("logbook");
    }
}
