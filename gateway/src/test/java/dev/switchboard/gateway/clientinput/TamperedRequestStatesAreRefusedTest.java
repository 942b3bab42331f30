package dev.switchboard.gateway.clientinput;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A state that is not exactly as issued (tampered, or for other arguments) is refused before the service sees it. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TamperedRequestStatesAreRefusedTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aTamperedStateIsRefused() {
        mcp.awaitTool("fx_sample");
        String state = MrtrRounds.firstRound(mcp);

        MrtrRounds.retry(mcp, "{}", state + "-TAMPERED").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.reason", equalTo("invalid_request_state"));
    }

    @Test
    void aStateIsBoundToItsArguments() {
        mcp.awaitTool("fx_sample");
        String state = MrtrRounds.firstRound(mcp);

        MrtrRounds.retry(mcp, "{\"other\":1}", state).then().statusCode(200)
                .body("error.data.reason", equalTo("invalid_request_state"));
    }
}
