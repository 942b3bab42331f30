package dev.switchboard.tuning;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

import dev.switchboard.contract.runtime.RequestHandlers;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code switchboard.tuning.enabled=false} turns every knob off at once: Quarkus' own event-loop count, no heap
 * collection at start, request handlers on the JDK's shared carriers even when started from an event loop.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithTuningOffAProcessRunsAsPlainQuarkusTest.TuningOff.class)
class WithTuningOffAProcessRunsAsPlainQuarkusTest {

    public static class TuningOff implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.tuning.enabled", "false");
        }
    }

    @Inject
    HeapSettler settler;

    @Inject
    @RequestHandlers
    Executor handlers;

    @Inject
    Vertx vertx;

    @Test
    void noKnobIsApplied() throws Exception {
        assertThat(ConfigProvider.getConfig().getOptionalValue("quarkus.vertx.event-loops-pool-size", Integer.class))
                .as("Quarkus' own default, not one loop per processor").isEmpty();
        assertThat(settler.settled()).as("no start-up collection").isNull();

        CompletableFuture<String> handlerThread = new CompletableFuture<>();
        vertx.runOnContext(ignored -> handlers.execute(
                () -> handlerThread.complete(Thread.currentThread().isVirtual() + " " + Thread.currentThread())));
        assertThat(handlerThread.get(10, TimeUnit.SECONDS)).startsWith("true ").doesNotContain("vert.x-eventloop");
    }
}
