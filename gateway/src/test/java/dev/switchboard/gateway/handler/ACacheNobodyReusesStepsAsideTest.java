package dev.switchboard.gateway.handler;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A cacheable tool called with new arguments every time stops reading and writing the result cache (after 256 reads
 * without a hit), still caches arguments that come back, and uses the cache for every call again once its calls
 * repeat. Counted on the cache Redis itself: its GETs and SETs of cache keys, as MONITOR shows them, so that what
 * else the same Redis serves meanwhile (registry, tenants) does not count, however slow the machine.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(ACacheNobodyReusesStepsAsideTest.OwnGateway.class)
class ACacheNobodyReusesStepsAsideTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();
    private final String run = "r" + System.nanoTime();

    @InjectRedis
    LocalRedis redis;

    private CacheTraffic traffic;

    @Inject
    MeterRegistry metrics;

    private int count(String key) {
        return mcp.modern("tools/call").tool("fx_counter", "{\"key\":\"" + key + "\"}").then().statusCode(200)
                .extract().path("result.structuredContent.count");
    }

    @AfterEach
    void stopMonitoring() throws IOException {
        if (traffic != null) {
            traffic.close();
        }
    }

    @Test
    void distinctArgumentsStopCostingCacheRoundTripsAndRepeatsBringItBack() throws IOException {
        mcp.awaitTool("fx_counter");
        traffic = new CacheTraffic(redis.port());
        for (int i = 0; i < CacheUse.WINDOW; i++) {
            count(run + "-warm-" + i);
        }

        long gets = commands("get");
        long sets = commands("set");
        for (int i = 0; i < 320; i++) {
            count(run + "-new-" + i);
        }
        // About 320 / SAMPLE each.
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
        return command.equals("get") ? traffic.gets() : traffic.sets();
    }

    /**
     * The cache's reads and writes as Redis executes them, from MONITOR on a connection of its own. A count is read
     * once Redis has shown a marker sent after everything before it, so nothing still on its way is missed.
     */
    private static final class CacheTraffic implements AutoCloseable {

        private final Socket monitor;
        private final int port;
        private final AtomicLong gets = new AtomicLong();
        private final AtomicLong sets = new AtomicLong();
        private final AtomicLong markersSeen = new AtomicLong();
        private long markersSent;

        CacheTraffic(int port) throws IOException {
            this.port = port;
            monitor = new Socket("127.0.0.1", port);
            monitor.getOutputStream().write("MONITOR\r\n".getBytes(US_ASCII));
            BufferedReader lines = new BufferedReader(new InputStreamReader(monitor.getInputStream(), US_ASCII));
            Thread.ofVirtual().start(() -> {
                try {
                    for (String line; (line = lines.readLine()) != null;) {
                        String command = line.toLowerCase(Locale.ROOT);
                        if (command.contains("\"get\" \"sb:cache:")) {
                            gets.incrementAndGet();
                        } else if (command.contains("\"set\" \"sb:cache:")) {
                            sets.incrementAndGet();
                        } else if (command.contains("\"echo\" \"cache-traffic-marker\"")) {
                            markersSeen.incrementAndGet();
                        }
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            });
            caughtUp();
        }

        long gets() {
            caughtUp();
            return gets.get();
        }

        long sets() {
            caughtUp();
            return sets.get();
        }

        private void caughtUp() {
            try (Socket marker = new Socket("127.0.0.1", port)) {
                marker.getOutputStream().write("ECHO cache-traffic-marker\r\nQUIT\r\n".getBytes(US_ASCII));
                marker.getInputStream().readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            long sent = ++markersSent;
            await().atMost(Duration.ofSeconds(30)).until(() -> markersSeen.get() >= sent);
        }

        @Override
        public void close() throws IOException {
            monitor.close();
        }
    }

    /** A gateway of its own: what it learns about fx_counter stays out of the other tests' way. */
    public static class OwnGateway implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.cache.adaptive", "true");
        }
    }
}
