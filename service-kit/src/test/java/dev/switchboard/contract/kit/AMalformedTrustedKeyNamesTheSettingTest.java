package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.internal.TestInternalKeys;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A trusted key that cannot be read (here two keys joined by a line break instead of a comma) stops the service at
 * start with the setting to fix and the position of the key in its list.
 */
class AMalformedTrustedKeyNamesTheSettingTest {

    @Test
    void twoKeysWithoutACommaAreRefusedWithTheSettingNamed() {
        InternalAuthConfig config = new InternalAuthConfig() {
            @Override
            public boolean enabled() {
                return true;
            }

            @Override
            public Optional<List<String>> publicKeys() {
                return Optional.of(List.of(TestInternalKeys.PUBLIC_KEY,
                        TestInternalKeys.PUBLIC_KEY + "\n" + TestInternalKeys.PUBLIC_KEY));
            }

            @Override
            public String issuer() {
                return "switchboard-gateway";
            }
        };

        assertThatThrownBy(() -> new InternalSigners(config)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("switchboard.internal-auth.public-keys, key 2 of 2: ")
                .hasMessageEndingWith("separate the keys with commas");
    }
}
