package dev.switchboard.bridge.upstream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * With the authorization server down, a caller's call to a token-exchange upstream cannot get its token: it fails at
 * once with a tool error that names the upstream, the token endpoint and what to check, and carries no token or secret.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUnreachableAuthorizationServerFailsTheCallClearlyTest extends ExchangeUpstreamTest {

    @Override
    String upstream() {
        return "notesdown";
    }

    @Test
    void theToolErrorNamesTheUpstreamAndTheTokenEndpoint() {
        fixture.authorizationServer.close();

        String message = callTool("notesdown_whoami", body(arguments())).statusCode(200)
                .body("isError", equalTo(true)).extract().path("content[0].text");

        assertThat(message).contains("Upstream 'notesdown' needs a token exchanged for the caller")
                .contains("the authorization server at " + fixture.tokenEndpoint() + " could not be reached")
                .contains("Check that tokenExchange.tokenEndpoint is right and the server is up")
                .doesNotContain("exchange-secret").doesNotContain("eyJ");
    }
}
