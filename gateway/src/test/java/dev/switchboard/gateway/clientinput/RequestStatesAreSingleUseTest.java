package dev.switchboard.gateway.clientinput;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A sealed state is accepted once; replaying it is -32602 {@code invalid_request_state}. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RequestStatesAreSingleUseTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void aStateIsAcceptedOnlyOnce() {
        mcp.awaitTool("fx_sample");
        String state = MrtrRounds.firstRound(mcp);
        MrtrRounds.retry(mcp, "{}", state).then().statusCode(200).body("result.resultType", equalTo("complete"));

        MrtrRounds.retry(mcp, "{}", state).then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.reason", equalTo("invalid_request_state"));
    }
}
