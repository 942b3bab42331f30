package dev.switchboard.contractcheck;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The checker calls as the gateway does for a session-era client, with {@code context.sessionId}, so a tool that needs
 * the caller's MCP session (the fixture's {@code session_note}) is really called; {@code --era stateless} calls as for
 * 2026-07-28 requests, without one, and that tool's refusal is a warning.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class CallsNameAnMcpSessionUnlessStatelessTest {

    @Test
    void byDefaultEveryCallNamesOneSession() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).contains("PASS  tools.session_note.call", "PASS  tools.session_note.stream ")
                .doesNotContain("WARN  tools.session_note");
    }

    @Test
    void statelessCallsNameNone() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS[0],
                CheckerRun.OPEN_NOTE_ARGUMENTS[1], "--era", "stateless");

        assertThat(run.output()).contains("WARN  tools.session_note.call", "This request has no MCP session",
                "PASS  tools.echo.call").doesNotContain("FAIL");
        assertThat(run.status()).isZero();
    }
}
