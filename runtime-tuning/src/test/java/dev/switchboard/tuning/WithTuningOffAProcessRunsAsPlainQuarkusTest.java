package dev.switchboard.tuning;

import java.util.Map;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code switchboard.tuning.enabled=false} turns every knob off at once: Quarkus' own event-loop count, no heap
 * collection at start.
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

    @Test
    void noKnobIsApplied() {
        assertThat(ConfigProvider.getConfig().getOptionalValue("quarkus.vertx.event-loops-pool-size", Integer.class))
                .as("Quarkus' own default, not one loop per processor").isEmpty();
        assertThat(settler.settled()).as("no start-up collection").isNull();
    }
}
