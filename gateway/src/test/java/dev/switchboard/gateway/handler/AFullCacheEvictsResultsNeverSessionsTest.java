package dev.switchboard.gateway.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.cache.JsonCache;
import dev.switchboard.testsupport.CacheRedisTestResource;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.redis.client.RedisClientName;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With the Redis layout docs/architecture.md documents (state on one instance, the result cache on another with a 3 MB
 * {@code maxmemory} and {@code allkeys-lru}), filling the cache well past its budget evicts older results and never a
 * session: every session opened before still answers, and the newest result is still served from the cache.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(value = CacheRedisTestResource.class, restrictToAnnotatedClass = true)
class AFullCacheEvictsResultsNeverSessionsTest {

    private static final int RESULT_BYTES = 20_000;
    private static final int CALLS = 400; // about 8 MB of results against the 3 MB budget

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    @RedisClientName(JsonCache.CLIENT)
    RedisDataSource cacheRedis;

    private int count(String key) {
        return mcp.modern("tools/call").tool("fx_bulky", "{\"key\":\"" + key + "\",\"bytes\":" + RESULT_BYTES + "}")
                .then().statusCode(200).extract().path("result.structuredContent.count");
    }

    @Test
    void sessionsOutliveAResultCacheFilledPastItsBudget() {
        mcp.awaitTool("fx_bulky");
        List<McpSession> sessions = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            sessions.add(mcp.session().open());
        }
        String run = "r" + System.nanoTime();
        for (int i = 0; i < CALLS; i++) {
            count(run + "-" + i);
        }

        assertThat(stat("evicted_keys")).as("the cache Redis evicted results to stay in budget").isPositive();
        // Redis evicts before each write until it is under budget, so the last writes may overshoot by an entry.
        assertThat(stat("used_memory")).isLessThanOrEqualTo(stat("maxmemory") + 4L * RESULT_BYTES);
        for (McpSession session : sessions) {
            session.request("ping", "{}").then().statusCode(200);
        }
        int newest = count(run + "-" + (CALLS - 1));
        assertThat(count(run + "-" + (CALLS - 1))).as("the newest result is still cached").isEqualTo(newest);
    }

    private long stat(String name) {
        String info = cacheRedis.execute("INFO", "all").toString();
        Matcher value = Pattern.compile("(?m)^" + name + ":(\\d+)").matcher(info);
        assertThat(value.find()).as("INFO has " + name).isTrue();
        return Long.parseLong(value.group(1));
    }
}
