package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A call asking for events that needs the client's input (the fixture's {@code confirm}) is played to its end, as the
 * gateway plays it: a service may hold an upstream request open until the retry comes, and one left waiting would
 * stand in the way of the calls after it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class StreamedCallsAnswerEveryRoundOfInputTest {

    @Test
    void bothStreamChecksEndInTheResult() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).containsPattern("PASS  tools\\.confirm\\.stream-or-json +Accept: [^\\n]+ after 1 "
                + "round\\(s\\) of input").containsPattern("PASS  tools\\.confirm\\.stream +Accept: text/event-stream: a "
                        + "well-formed stream ending in its result after 1 round\\(s\\) of input");
    }
}
