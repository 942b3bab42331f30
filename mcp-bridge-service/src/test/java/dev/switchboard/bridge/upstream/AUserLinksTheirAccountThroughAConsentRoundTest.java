package dev.switchboard.bridge.upstream;

import java.net.URI;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static dev.switchboard.bridge.BridgeCalls.JSON;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * A user without a link is asked, through a URL elicitation pointing at the gateway's consent page, to link their
 * account. They sign in at the upstream's authorization server (discovered from the upstream's metadata), the code
 * reaches the bridge, and their retry reaches the upstream with their own token, which names who signed in there.
 * Their next call needs no consent.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AUserLinksTheirAccountThroughAConsentRoundTest extends LinkUpstreamTest {

    @Override
    String upstream() {
        return "journal";
    }

    @Test
    void theRetryAfterConsentReachesTheUpstreamAsTheUserAndTheNextCallNeedsNone() throws Exception {
        Consent consent = asked("alice");
        assertThat(consent.url()).isEqualTo("http://127.0.0.1:8080/links/connect/" + consent.elicitationId());
        assertThat(consent.message()).contains("journal");
        URI back = authorized(consent, "alice-at-journal");
        assertThat(back.toString()).startsWith("http://127.0.0.1:8080/links/callback?");

        LinkFixture.complete(tenant(), "alice", LinkFixture.parameter(back, "state"),
                LinkFixture.parameter(back, "code")).statusCode(200)
                .body("upstream", equalTo("journal")).body("elicitationId", equalTo(consent.elicitationId()));
        JsonPath retry = retried("alice", consent);
        JsonNode seen = JSON.readTree(retry.getString("content[0].text"));
        JsonPath next = whoami("alice", null, null);

        assertThat(retry.getString("resultType")).isEqualTo("complete");
        assertThat(seen.path("sub").asText()).isEqualTo("alice-at-journal");
        assertThat(seen.path("aud").toString()).contains(LinkFixture.AUDIENCE);
        assertThat(next.getString("resultType")).isEqualTo("complete");
        assertThat(JSON.readTree(next.getString("content[0].text"))).isEqualTo(seen);
        assertThat(retry.prettify() + next.prettify()).doesNotContain(
                vault.tokens(new LinkKey(tenant(), "alice", "journal")).orElseThrow().accessToken());
    }
}
