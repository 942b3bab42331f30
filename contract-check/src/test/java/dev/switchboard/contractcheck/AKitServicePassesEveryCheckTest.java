package dev.switchboard.contractcheck;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service built on the kit passes: every check of the contract, from the manifest to the health probes, on a
 * fixture with tools (one asking for input, one ending in a JSON-RPC error, one that changes the manifest, one that
 * needs an MCP session), prompts, resources, a template and completions; with a token given instead of the signing key,
 * all but the checks that must sign their own tokens.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AKitServicePassesEveryCheckTest {

    @Test
    void everyCheckPasses() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).doesNotContain("FAIL").doesNotContain("WARN")
                .contains("PASS  manifest ", "PASS  manifest.http2 ", "PASS  tools.echo.call", "PASS  tools.confirm.call",
                        "after 1 round(s) of input", "PASS  tools.echo.stream ", "PASS  tools.echo.stream-or-json",
                        "PASS  tools.echo.invalid-arguments", "PASS  tools.session_note.call",
                        "PASS  prompts.summarise", "PASS  prompts.open_note ", "PASS  resources.unknown",
                        "PASS  completions", "PASS  auth.unsigned", "PASS  auth.foreign-tenant",
                        "PASS  auth.expired", "PASS  health.ready", "contract-check: 0 failures, 0 warnings");
        assertThat(run.status()).isZero();
    }

    @Test
    void aGivenTokenIsEnoughForAllButTheChecksThatSign() throws Exception {
        String url = CheckerRun.fixtureUrl();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);

        int status = ContractCheck.run(new String[] { "--url", url, "--token",
                TestInternalKeys.token("check-fixture", "acme", "alice") }, print, print);

        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("FAIL")
                .contains("WARN  auth.other-audience", "PASS  auth.foreign-tenant", "PASS  tools.echo.call");
        assertThat(status).isZero();
    }
}
