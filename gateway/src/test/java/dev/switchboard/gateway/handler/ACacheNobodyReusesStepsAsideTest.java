package dev.switchboard.gateway.handler;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.cache.JsonCache;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.redis.client.RedisClientName;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A cacheable tool called with new arguments every time stops reading and writing the result cache (after 256 reads
 * without a hit), still caches arguments that come back, and uses the cache for every call again once its calls
 * repeat. Counted on the cache Redis itself (its GET and SET commands).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(ACacheNobodyReusesStepsAsideTest.OwnGateway.class)
class ACacheNobodyReusesStepsAsideTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final String run = "r" + System.nanoTime();

    @Inject
    @RedisClientName(JsonCache.CLIENT)
    RedisDataSource cacheRedis;

    @Inject
    MeterRegistry metrics;

    private int count(String key) {
        return mcp.modern("tools/call").tool("fx_counter", "{\"key\":\"" + key + "\"}").then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    @Test
    void distinctArgumentsStopCostingCacheRoundTripsAndRepeatsBringItBack() {
        mcp.awaitTool("fx_counter");
        for (int i = 0; i < CacheUse.WINDOW; i++) {
            count(run + "-warm-" + i);
        }

        long gets = commands("get");
        long sets = commands("set");
        for (int i = 0; i < 320; i++) {
            count(run + "-new-" + i);
        }
        // About 320 / SAMPLE each; the bound leaves room for the other GETs this Redis serves meanwhile.
        assertThat(commands("get") - gets).as("cache reads for 320 new arguments while stepping aside").isLessThan(80);
        assertThat(commands("set") - sets).as("cache writes for them").isLessThan(80);
        assertThat(metrics.get("switchboard.cache.stepped.aside").tag("tool", "gateway-fixtures/fx_counter")
                .functionCounter().count()).isGreaterThanOrEqualTo(300);

        count(run + "-again");
        int second = count(run + "-again");
        assertThat(count(run + "-again")).as("arguments seen before are cached even now").isEqualTo(second);

        for (int round = 0; round < 30; round++) {
            for (int k = 0; k < 4; k++) {
                count(run + "-repeated-" + k);
            }
        }
        long getsOnceBack = commands("get");
        for (int i = 0; i < 64; i++) {
            count(run + "-after-" + i);
        }
        assertThat(commands("get") - getsOnceBack).as("every call reads the cache again once calls repeat")
                .isGreaterThanOrEqualTo(64);
    }

    private long commands(String command) {
        String info = cacheRedis.execute("INFO", "commandstats").toString();
        Matcher calls = Pattern.compile("(?m)^cmdstat_" + command + ":calls=(\\d+)").matcher(info);
        return calls.find() ? Long.parseLong(calls.group(1)) : 0;
    }

    /** A gateway of its own: what it learns about fx_counter stays out of the other tests' way. */
    public static class OwnGateway implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.cache.adaptive", "true");
        }
    }
}
