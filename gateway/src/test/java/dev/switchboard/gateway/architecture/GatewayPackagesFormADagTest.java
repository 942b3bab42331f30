package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The gateway's packages import each other in one direction only. */
class GatewayPackagesFormADagTest {

    @Test
    void theGatewayPackagesHaveNoCycle() {
        GatewayRules.packagesFormNoCycle(GatewayRules.GATEWAY).check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesACycle() {
        String fixture = "dev.switchboard.archfixture.cyclic";
        assertThatThrownBy(() -> GatewayRules.packagesFormNoCycle(fixture).check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Cycle");
    }
}
