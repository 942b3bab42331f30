package dev.switchboard.console;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A sealed value hides its content, opens only for its own purpose, and any changed byte makes it unreadable. */
@QuarkusTest
class SealedCookiesCannotBeReadOrChangedTest {

    @Inject
    Sealer sealer;

    @Test
    void onlyAnUntouchedValueOpensForItsPurpose() {
        String sealed = sealer.seal("sb_console", "{\"credential\":\"secret-token\"}");
        assertThat(sealed).doesNotContain("secret-token");
        assertThat(sealer.open("sb_console", sealed)).contains("{\"credential\":\"secret-token\"}");
        assertThat(sealer.open("sb_console_login", sealed)).isEmpty();
        char last = sealed.charAt(sealed.length() - 2);
        String changed = sealed.substring(0, sealed.length() - 2) + (last == 'A' ? 'B' : 'A')
                + sealed.charAt(sealed.length() - 1);
        assertThat(sealer.open("sb_console", changed)).isEmpty();
        assertThat(sealer.open("sb_console", "not base64 !")).isEmpty();
    }
}
