package dev.switchboard.planner.tool;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SigningKeysFallBackToARandomKeyTest {

    @Test
    void configuredKeysAreUsedInOrder() {
        SigningKeys keys = SigningKeys.resolve(Optional.of(List.of(" current-key-0123456789abcdef0123456789 ",
                "previous-key-0123456789abcdef012345678")), new SecureRandom());

        assertThat(keys.generated()).isFalse();
        assertThat(keys.keys()).containsExactly("current-key-0123456789abcdef0123456789",
                "previous-key-0123456789abcdef012345678");
    }

    @Test
    void withoutKeysOneLongEnoughRandomKeyIsMade() {
        SigningKeys first = SigningKeys.resolve(Optional.empty(), new SecureRandom());
        SigningKeys second = SigningKeys.resolve(Optional.of(List.of(" ")), new SecureRandom());

        assertThat(first.generated()).isTrue();
        assertThat(first.keys()).singleElement()
                .satisfies(key -> assertThat(key.getBytes(StandardCharsets.UTF_8)).hasSizeGreaterThanOrEqualTo(32));
        assertThat(second.keys()).doesNotContainAnyElementsOf(first.keys());
    }

    @Test
    void aShortKeyStopsStartUpWithAClearMessage() {
        assertThatThrownBy(() -> SigningKeys.resolve(Optional.of(List.of("0123456789abcdef0123456789abcdef",
                "short")), new SecureRandom()))
                .hasMessage("planner.state-keys (PLANNER_STATE_KEYS): key 2 is 5 bytes long; each key must be at "
                        + "least 32 bytes");
    }
}
