package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The gateway serves whatever services register: no class of it names a seed tool or its domain. */
class GatewayNamesNoToolTest {

    @Test
    void noGatewayClassNamesASeedTool() {
        GatewayRules.namesNoSeedTool().check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesAToolName() {
        String fixture = "dev.switchboard.archfixture.toolname";
        assertThatThrownBy(() -> GatewayRules.namesNoSeedTool().check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("names 'summarizeText'");
    }
}
