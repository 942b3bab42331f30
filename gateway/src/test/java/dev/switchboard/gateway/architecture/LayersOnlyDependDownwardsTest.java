package dev.switchboard.gateway.architecture;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Front doors on top, primitives at the bottom: no package uses one above it, and none imports a front door. */
class LayersOnlyDependDownwardsTest {

    @Test
    void everyGatewayPackageUsesOnlyItsLayerAndThoseBelow() {
        GatewayRules.layersOnlyLookDown(GatewayRules.GATEWAY).check(GatewayRules.mainClasses(GatewayRules.GATEWAY));
    }

    @Test
    void theRuleCatchesAFrontDoorImportedFromBelow() {
        String fixture = "dev.switchboard.archfixture.upward";
        assertThatThrownBy(() -> GatewayRules.layersOnlyLookDown(fixture).check(GatewayRules.allClasses(fixture)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("front doors");
    }
}
