package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool call may take as long as the gateway waits for it, the tool's {@code timeoutMs} (the fixture's {@code slow}:
 * 4 s), however short {@code --timeout} is; a call over that fails, naming the timeout.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ToolCallsWaitForTheToolsOwnTimeoutTest {

    @Test
    void aCallWithinTheToolsTimeoutPasses() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS[0],
                CheckerRun.OPEN_NOTE_ARGUMENTS[1], "--timeout", "2", "--arguments", "slow={\"millis\": 2500}");

        assertThat(run.output()).contains("PASS  tools.slow.call", "PASS  tools.slow.stream ").doesNotContain("FAIL");
    }

    @Test
    void aCallOverTheToolsTimeoutFails() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), "--arguments", "slow={\"millis\": 5000}");

        assertThat(run.output()).contains("FAIL  tools.slow ", "no answer within 4 s, the tool's timeout");
        assertThat(run.status()).isEqualTo(1);
    }
}
