package dev.switchboard.contractcheck;

import java.net.URI;

import org.junit.jupiter.api.Test;

import dev.switchboard.contractcheck.BreakingProxy.Breakage;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service that breaks one rule of the contract (the kit fixture behind a proxy that breaks it) fails the check with
 * status 1, and the failure names that rule in words its authors can act on.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class BrokenServicesAreToldWhatIsWrongTest {

    private static CheckerRun checkBroken(Breakage breakage) throws Exception {
        try (BreakingProxy proxy = new BreakingProxy(URI.create(CheckerRun.fixtureUrl()), breakage)) {
            CheckerRun run = CheckerRun.against(proxy.url());
            assertThat(run.status()).as(run.output()).isEqualTo(1);
            return run;
        }
    }

    @Test
    void aServiceDeclaringHttp2ItDoesNotSpeak() throws Exception {
        // The proxy speaks HTTP/1.1 only and passes on the kit's manifest, which declares http2.
        assertThat(checkBroken(Breakage.WRONG_ERROR_SHAPE).output())
                .contains("FAIL  manifest.http2", "the manifest declares http2, but a connection that opened with the "
                        + "HTTP/2 preface got", "the gateway would fail every call");
    }

    @Test
    void aServiceAcceptingUnsignedCalls() throws Exception {
        assertThat(checkBroken(Breakage.ACCEPTS_UNSIGNED_CALLS).output())
                .contains("FAIL  auth.unsigned", "POST /internal/v1/tools/confirm with no token was answered HTTP "
                        + "200, so it ran; it must be 401: verify the gateway's token")
                .doesNotContain("FAIL  auth.foreign-tenant");
    }

    @Test
    void aServiceServingAnotherTenantThanItsToken() throws Exception {
        assertThat(checkBroken(Breakage.IGNORES_THE_TOKENS_CALLER).output())
                .contains("FAIL  auth.foreign-tenant", "with a body naming another tenant than its token was answered "
                        + "HTTP 200, so it ran; it must be 403: the body's context.tenant and context.subject must "
                        + "equal the token's tenant and sub claims")
                .doesNotContain("FAIL  auth.unsigned");
    }

    @Test
    void aToolWhoseSchemaIsNotJsonSchema() throws Exception {
        assertThat(checkBroken(Breakage.INVALID_INPUT_SCHEMA).output())
                .contains("FAIL  tools.echo.schema", "not valid JSON Schema, so the gateway leaves the tool out of its "
                        + "catalogue: /properties/text/type");
    }

    @Test
    void aStreamCutInTheMiddleOfAnEvent() throws Exception {
        assertThat(checkBroken(Breakage.STREAM_CUT_MID_EVENT).output())
                .contains("FAIL  tools.echo.stream ",
                        "is not a valid event stream as the gateway reads it")
                .doesNotContain("FAIL  tools.echo.call");
    }

    @Test
    void refusalsStreamedToACallerAcceptingOnlyAStream() throws Exception {
        assertThat(checkBroken(Breakage.REFUSALS_STREAMED).output())
                .contains("FAIL  errors.refused-before-any-event", "was answered HTTP 200 instead of 421",
                        "a refusal before the first event keeps its status whatever the caller accepts")
                .doesNotContain("FAIL  errors.misdirected ");
    }

    @Test
    void refusalsWithoutAContractError() throws Exception {
        assertThat(checkBroken(Breakage.WRONG_ERROR_SHAPE).output())
                .contains("FAIL  errors.unknown-tool", "the HTTP 404 of POST /internal/v1/tools/{name}: required "
                        + "property 'code' not found", "FAIL  auth.unsigned");
    }
}
