package dev.switchboard.contractcheck;

import java.net.URI;

import org.junit.jupiter.api.Test;

import dev.switchboard.contractcheck.BreakingProxy.Breakage;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Prompt arguments have no schema, so a service may refuse the checker's made-up values as wrong: a 400 with a
 * {@code ContractError} is a warning naming {@code --prompt-arguments}, and arguments given with it are used. A refusal
 * without a {@code ContractError} still fails.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class MadeUpPromptArgumentsRefusedAreAWarningTest {

    @Test
    void aRefusalWithAContractErrorAsksForRealArguments() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl());

        assertThat(run.output()).contains("WARN  prompts.open_note ", "made-up arguments {\"uri\":\"sample\"} were "
                + "refused with HTTP 400", "the URI needs a scheme",
                "give ones the prompt accepts with "
                        + "--prompt-arguments open_note='{\"uri\":\"…\"}'")
                .contains("PASS  prompts.open_note.missing-argument").doesNotContain("FAIL");
        assertThat(run.status()).isZero();
    }

    @Test
    void givenArgumentsAreUsed() throws Exception {
        CheckerRun run = CheckerRun.against(CheckerRun.fixtureUrl(), CheckerRun.OPEN_NOTE_ARGUMENTS);

        assertThat(run.output()).contains("PASS  prompts.open_note ").doesNotContain("WARN  prompts.open_note");
    }

    @Test
    void aRefusalWithoutAContractErrorFails() throws Exception {
        try (BreakingProxy proxy = new BreakingProxy(URI.create(CheckerRun.fixtureUrl()), Breakage.WRONG_ERROR_SHAPE)) {
            CheckerRun run = CheckerRun.against(proxy.url());

            assertThat(run.output()).contains("FAIL  prompts.open_note ", "the HTTP 400 of POST "
                    + "/internal/v1/prompts/{name}: required property 'code' not found");
            assertThat(run.status()).isEqualTo(1);
        }
    }
}
