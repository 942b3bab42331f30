package dev.switchboard.gateway.clientinput;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/** A 2026 client answers {@code input_required} by retrying with the sealed state; the service gets its own back. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SealedRetryCompletesTheCallTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Test
    void theRetryWithAnswersCompletesAndTheServiceGetsItsOwnStateBack() {
        mcp.awaitTool("fx_sample");
        String state = MrtrRounds.firstRound(mcp);

        MrtrRounds.retry(mcp, "{}", state).then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.structuredContent.model", equalTo("hi there"))
                .body("result.structuredContent.state", equalTo("round-1"));
    }
}
