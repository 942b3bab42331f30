package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool whose call changes the manifest (the fixture's {@code renumber}, as tools that add or remove tools at run
 * time do) moves the service to a new revision: the checks of an unknown resource and an unknown tool name the
 * revision the service serves by then, not the one read at the start, which the service rightly takes for another
 * release's (421).
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ACallThatChangesTheManifestIsFollowedTest {

    @Test
    void theUnknownToolCheckNamesTheRevisionServedNow() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).contains("PASS  tools.renumber.call", "PASS  resources.unknown",
                "PASS  errors.unknown-tool", "calls changed the manifest").doesNotContain("FAIL");
        assertThat(run.status()).isZero();
    }
}
