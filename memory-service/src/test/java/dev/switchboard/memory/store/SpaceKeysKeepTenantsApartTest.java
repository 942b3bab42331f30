package dev.switchboard.memory.store;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SpaceKeysKeepTenantsApartTest {

    @Test
    void everyKeyOfASpaceSharesOneHashTag() {
        SpaceKey space = new SpaceKey("acme", "task-1");

        assertThat(space.meta()).isEqualTo("sb:{mem:acme:task-1}:meta");
        assertThat(space.records()).startsWith("sb:{mem:acme:task-1}:");
        assertThat(space.ids()).startsWith("sb:{mem:acme:task-1}:");
        assertThat(space.log()).startsWith("sb:{mem:acme:task-1}:");
    }

    @Test
    void aTenantNameCannotCloseTheTagOrImitateAnotherTenant() {
        SpaceKey sneaky = new SpaceKey("acme:task-1}x{", "y");

        assertThat(sneaky.tag()).isEqualTo("sb:{mem:acme%3Atask-1%7Dx%7B:y}");
        assertThat(new SpaceKey("a:b", "c").tag()).isNotEqualTo(new SpaceKey("a", "b:c").tag());
        assertThat(SpaceKey.spacesOf("zażółć")).isEqualTo("sb:{mem:za%C5%BC%C3%B3%C5%82%C4%87}:spaces");
    }
}
