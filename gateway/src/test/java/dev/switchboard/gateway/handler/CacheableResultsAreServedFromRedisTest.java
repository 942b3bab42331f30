package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A tool whose manifest allows caching is answered from Redis for equal arguments, whatever their key order. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CacheableResultsAreServedFromRedisTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    private int count(String arguments) {
        return mcp.modern("tools/call").tool("fx_counter", arguments).then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    @Test
    void equalArgumentsInAnyKeyOrderHitTheCacheAndOthersDoNot() {
        mcp.awaitTool("fx_counter");
        String key = "k" + System.nanoTime();
        int first = count("{\"key\":\"" + key + "\",\"note\":\"a\"}");

        assertThat(count("{\"note\":\"a\",\"key\":\"" + key + "\"}")).isEqualTo(first);
        assertThat(count("{\"key\":\"" + key + "-other\",\"note\":\"a\"}")).isNotEqualTo(first);
    }
}
