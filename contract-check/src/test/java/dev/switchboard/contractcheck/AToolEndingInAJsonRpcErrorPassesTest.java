package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tool that ends in a JSON-RPC error other than invalid params (the fixture's {@code give_up}: HTTP 400 with code
 * -32603) passes: the gateway hands that error on to the client, and the published document allows it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolEndingInAJsonRpcErrorPassesTest {

    @Test
    void itsErrorIsTheCallsOutcome() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).contains("PASS  tools.give_up.call", "ended in JSON-RPC error -32603 ('gave up, as it "
                + "always does'), which the gateway hands on to the client").doesNotContain("tools.give_up.call  "
                        + "schema-valid arguments");
        assertThat(run.status()).as(run.output()).isZero();
    }
}
