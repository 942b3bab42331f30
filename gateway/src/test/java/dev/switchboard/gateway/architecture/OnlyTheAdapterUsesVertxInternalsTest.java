package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Vert.x and Netty internals are used in one class, {@code forward.VertxInternals}, which its test exercises. */
class OnlyTheAdapterUsesVertxInternalsTest {

    @Test
    void noOtherGatewayClassUsesVertxOrNettyInternals() {
        GatewayRules.internalsOnlyInTheAdapter(GatewayRules.GATEWAY)
                .check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesAClassThatReachesIntoAContext() {
        String fixture = "dev.switchboard.archfixture.internals";
        assertThatThrownBy(() -> GatewayRules.internalsOnlyInTheAdapter(fixture).check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("ReachesIntoAContext")
                .hasMessageContaining("ContextInternal");
    }
}
