package dev.switchboard.bridge.upstream;

import java.net.URI;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.PendingLinks;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/**
 * The state an authorization server sends back is taken once, by the user it was made for: a forged state is refused,
 * an answer handed over for another user is refused (and spends the state, so the real user must ask again), and a
 * replayed one finds nothing. Nothing is linked by any of them.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class ALinkStateIsSingleUseAndBoundToItsUserTest extends LinkUpstreamTest {

    @Override
    String upstream() {
        return "ledger";
    }

    @Test
    void forgedReplayedAndMisdirectedStatesLinkNothing() {
        URI back = authorized(asked("alice"), "alice-at-ledger");
        String state = LinkFixture.parameter(back, "state");
        String code = LinkFixture.parameter(back, "code");

        LinkFixture.complete(tenant(), "alice", PendingLinks.randomValue(), code).statusCode(400)
                .body("message", containsString("unknown, expired or already used"));
        LinkFixture.complete(tenant(), "mallory", state, code).statusCode(403)
                .body("message", containsString("asked for another user"));
        LinkFixture.complete(tenant(), "alice", state, code).statusCode(400)
                .body("message", containsString("unknown, expired or already used"));

        assertThat(vault.tokens(new LinkKey(tenant(), "alice", "ledger"))).isEmpty();
        assertThat(vault.tokens(new LinkKey(tenant(), "mallory", "ledger"))).isEmpty();
        assertThat(vault.links(tenant())).isEmpty();
    }
}
