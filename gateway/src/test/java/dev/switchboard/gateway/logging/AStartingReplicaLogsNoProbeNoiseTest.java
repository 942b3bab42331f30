package dev.switchboard.gateway.logging;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A replica that starts, warms up and answers readiness probes the whole time (as run.sh and Kubernetes poll it) logs
 * its start and nothing per probe: no "Reporting health down status" for each probe answered DOWN, and none of the
 * Redis and Netty gauges Quarkus registered twice (Micrometer warns of the first such gauge only and of the others at
 * debug level, so the test logs them all). A test gateway's HTTP server, unlike a packaged one, registers
 * {@code http.server.active.connections} twice of its own; that one is not looked for.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(AStartingReplicaLogsNoProbeNoiseTest.WarmingWithItsOwnLog.class)
class AStartingReplicaLogsNoProbeNoiseTest {

    static final Path FILE = Path.of("target/gateway-start-test.log");
    private static final Logger LOG = Logger.getLogger(AStartingReplicaLogsNoProbeNoiseTest.class);

    @TestHTTPResource(value = "health/ready", management = true)
    URL readiness;

    @Test
    void probesWhileWarmingUpLeaveNoLines() {
        AtomicInteger down = new AtomicInteger();
        await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(100)).until(() -> {
            int status = RestAssured.given().get(readiness).statusCode();
            if (status == 503) {
                down.incrementAndGet();
            }
            return status == 200;
        });
        assertThat(down.get()).as("readiness probes answered DOWN while warming up").isGreaterThan(5);

        String log = upToNow();
        assertThat(log).contains("Warm-up done").doesNotContain("Reporting health down status")
                .doesNotContainPattern("already registered \\(MeterId\\{name='(redis|netty)\\.");
    }

    /** The log once a marker logged now is in it: everything logged before has been written. */
    private static String upToNow() {
        String marker = "log-marker-" + UUID.randomUUID();
        LOG.info(marker);
        await().atMost(Duration.ofSeconds(10)).until(() -> read().contains(marker));
        return read();
    }

    private static String read() {
        try {
            return Files.exists(FILE) ? Files.readString(FILE) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A short warm-up (readiness down for a few seconds), logged to a file of this test's own. */
    public static class WarmingWithItsOwnLog implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gateway.warmup.enabled", "true", "gateway.warmup.concurrency", "2",
                    "gateway.warmup.min-duration", "3S", "gateway.warmup.max-duration", "6S",
                    "quarkus.log.file.path", FILE.toString(),
                    "quarkus.log.category.\"io.micrometer.core.instrument.MeterRegistry\".level", "DEBUG");
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(FreshLog.class));
        }
    }

    /** Removes an earlier run's log before the gateway starts writing this one. */
    public static class FreshLog implements QuarkusTestResourceLifecycleManager {

        @Override
        public Map<String, String> start() {
            try {
                Files.deleteIfExists(FILE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Map.of();
        }

        @Override
        public void stop() {
        }
    }
}
