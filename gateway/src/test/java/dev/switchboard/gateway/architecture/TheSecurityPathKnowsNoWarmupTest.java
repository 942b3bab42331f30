package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Who calls and what it may do is decided one way for every call: no class of the auth, pipeline, tenant or catalog
 * packages names the warm-up or the runtime tuning.
 */
class TheSecurityPathKnowsNoWarmupTest {

    @Test
    void noSecurityPathClassNamesTheWarmup() {
        GatewayRules.securityPathKnowsNoWarmup(GatewayRules.GATEWAY)
                .check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesAnAuthClassThatLetsTheWarmupIn() {
        String fixture = "dev.switchboard.archfixture.warmup";
        assertThatThrownBy(() -> GatewayRules.securityPathKnowsNoWarmup(fixture).check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("TrustsTheWarmup");
    }
}
