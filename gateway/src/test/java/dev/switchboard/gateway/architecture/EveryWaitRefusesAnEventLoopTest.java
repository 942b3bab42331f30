package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The gateway waits only through {@code async.Waits}, {@code Stages.join} or Mutiny, each of which refuses a Vert.x
 * event loop: no class waits with the JDK's own waits.
 */
class EveryWaitRefusesAnEventLoopTest {

    @Test
    void noGatewayClassWaitsWithTheJdksOwnWaits() {
        GatewayRules.waitsOnlyWhereAnEventLoopIsRefused(GatewayRules.GATEWAY)
                .check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesAHandlerThatJoinsAStage() {
        String fixture = "dev.switchboard.archfixture.waits";
        assertThatThrownBy(
                () -> GatewayRules.waitsOnlyWhereAnEventLoopIsRefused(fixture).check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("JoinsAStage.answer")
                .hasMessageContaining("CompletableFuture.join");
    }
}
