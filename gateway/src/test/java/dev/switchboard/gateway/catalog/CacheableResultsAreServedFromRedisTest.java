package dev.switchboard.gateway.catalog;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CacheableResultsAreServedFromRedisTest {

    private static int count(String arguments) {
        return modernRequest("tools/call", "\"name\":\"fx_counter\",\"arguments\":" + arguments)
                .header("Mcp-Name", "fx_counter").post("/mcp").then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    @Test
    void equalArgumentsInAnyKeyOrderHitTheCacheAndOthersDoNot() {
        awaitTool("fx_counter");
        String key = "k" + System.nanoTime();
        int first = count("{\"key\":\"" + key + "\"}");

        assertThat(count("{\"key\":\"" + key + "\"}")).isEqualTo(first);
        assertThat(count("{\"key\":\"" + key + "-other\"}")).isNotEqualTo(first);
    }
}
