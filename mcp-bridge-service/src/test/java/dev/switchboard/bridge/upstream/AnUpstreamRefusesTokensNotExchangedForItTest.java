package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * The upstream takes only tokens its authorization server issued for its audience: the gateway's internal token, which
 * passing the caller's credential through would send, is refused, and so is a token exchanged for another audience.
 * The bridge's call then fails with a tool error naming the upstream and the audience to check, with no token in it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class AnUpstreamRefusesTokensNotExchangedForItTest extends ExchangeUpstreamTest {

    @Override
    String upstream() {
        return "elsewhere";
    }

    @Override
    String audience() {
        return "someone-else";
    }

    @Test
    void theGatewaysInternalTokenIsNoCredentialAtTheUpstream() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(fixture.upstream.url()))
                .header("Authorization", "Bearer " + TestInternalKeys.token("mcp-bridge", "acme", "alice"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("""
                        {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
                         "capabilities":{},"clientInfo":{"name":"passthrough","version":"1"}}}"""))
                .build(), HttpResponse.BodyHandlers.ofString());

        assertThat(answer.statusCode()).isEqualTo(401);
    }

    @Test
    void aTokenExchangedForAnotherAudienceEndsInAToolErrorNamingTheUpstream() {
        String message = callTool("elsewhere_whoami", body(arguments())).statusCode(200)
                .body("isError", equalTo(true)).extract().path("content[0].text");

        assertThat(message).contains("Upstream MCP server 'elsewhere' did not open a session with the caller's "
                + "exchanged token").contains("audience 'someone-else'").doesNotContain("eyJ");
    }
}
