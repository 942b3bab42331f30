package dev.switchboard.gateway.auth.idjag;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.quarkus.runtime.Startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code gateway.auth.id-jag.enabled=true} without the key the gateway signs its tokens with stops the start with one
 * line naming the setting: the token issuer is made at start ({@link Startup}), and making it checks the keys.
 */
class AnEnabledGrantWithoutItsKeyStopsTheStartTest {

    @Test
    void theMissingKeyIsNamedInOneLineAtStart() {
        assertThat(GatewayTokens.class.isAnnotationPresent(Startup.class))
                .as("GatewayTokens is made at start, so that its check stops the start").isTrue();
        assertThatThrownBy(() -> new GatewayTokens(enabledWithoutKey(), null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("gateway.auth.id-jag.enabled is true but gateway.auth.id-jag.signing-key is "
                        + "not set")
                .hasMessageNotContaining("\n");
    }

    private static IdJagConfig enabledWithoutKey() {
        return new IdJagConfig() {
            @Override
            public boolean enabled() {
                return true;
            }

            @Override
            public Optional<String> signingKey() {
                return Optional.empty();
            }

            @Override
            public Optional<String> publicKey() {
                return Optional.empty();
            }

            @Override
            public Duration tokenLifetime() {
                return Duration.ofMinutes(5);
            }
        };
    }
}
