package dev.switchboard.contractcheck;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.contractcheck.fixture.RetireeTool;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool that another tool's call takes out of the manifest (the fixture's {@code retire} takes {@code retiree}) is
 * rightly answered 421 under the revision read at the start: the checker reads the manifest again and does not count
 * that against the service.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolThatLeavesTheManifestIsNotCalledTest {

    @Inject
    RetireeTool retiree;

    @Test
    void itIsAWarningNotAFailure() throws Exception {
        retiree.list(true);

        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).contains("PASS  tools.retire.call", "WARN  tools.retiree.call", "not called: the "
                + "tool left the manifest during the check").doesNotContain("FAIL");
        assertThat(run.status()).isZero();
    }
}
