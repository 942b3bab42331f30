package dev.switchboard.sessionstore.upstream;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A secret sealed for one field of one upstream opens there, under the current or a previous key, and nowhere else;
 * resealed, it moves to the current key; redacted, it shows as {@code <redacted>}. The stored text never holds it.
 */
class SealedSecretsOpenOnlyWhereTheyWereSealedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OLD_KEY = "old-upstream-secrets-key-0123456789abcdef";
    private static final String NEW_KEY = "new-upstream-secrets-key-0123456789abcdef";

    private final UpstreamSecrets secrets = new UpstreamSecrets(List.of(NEW_KEY, OLD_KEY));

    private ObjectNode withHeader(String upstream, String sealed) {
        ObjectNode record = JSON.createObjectNode().put("name", upstream).put("url", "https://mcp.example.com/mcp");
        record.putObject("headers").put("Authorization", sealed).put("X-Team", "platform");
        return record;
    }

    @Test
    void aSealedValueOpensInItsPlaceAndIsRedactedForShow() {
        String sealed = secrets.seal("notes", UpstreamSecrets.pointer("headers", "Authorization"), "Bearer s3cret");
        ObjectNode stored = withHeader("notes", sealed);

        assertThat(stored.toString()).doesNotContain("s3cret");
        assertThat(secrets.opened("notes", stored).at("/headers/Authorization").asText()).isEqualTo("Bearer s3cret");
        assertThat(UpstreamSecrets.redacted(stored).at("/headers/Authorization").asText()).isEqualTo("<redacted>");
        assertThat(UpstreamSecrets.redacted(stored).at("/headers/X-Team").asText()).isEqualTo("platform");
    }

    @Test
    void aSealedValueMovedToAnotherUpstreamOrFieldDoesNotOpen() {
        String sealed = secrets.seal("notes", UpstreamSecrets.pointer("headers", "Authorization"), "Bearer s3cret");

        assertThatThrownBy(() -> secrets.opened("other", withHeader("other", sealed)))
                .hasMessageContaining("/headers/Authorization does not open");
        ObjectNode moved = JSON.createObjectNode();
        moved.putObject("clientCredentials").put("clientSecret", sealed);
        assertThatThrownBy(() -> secrets.opened("notes", moved))
                .hasMessageContaining("/clientCredentials/clientSecret does not open");
    }

    @Test
    void aValueSealedWithThePreviousKeyStillOpensAndIsMovedToTheCurrentKeyWhenResealed() {
        String sealedBefore = new UpstreamSecrets(List.of(OLD_KEY)).seal("notes", "/headers/Authorization", "old");
        String sealedNow = secrets.seal("notes", "/headers/Authorization", "new");

        assertThat(secrets.opened("notes", withHeader("notes", sealedBefore)).at("/headers/Authorization").asText())
                .isEqualTo("old");
        assertThatThrownBy(() -> new UpstreamSecrets(List.of(OLD_KEY)).opened("notes", withHeader("notes", sealedNow)))
                .hasMessageContaining("does not open with any of the 1 key(s)");
        String moved = secrets.resealed("notes", "/headers/Authorization", sealedBefore);
        assertThat(new UpstreamSecrets(List.of(NEW_KEY)).opened("notes", withHeader("notes", moved))
                .at("/headers/Authorization").asText()).isEqualTo("old");
    }

    @Test
    void withoutKeysNothingIsSealedAndShortKeysAreRefused() {
        UpstreamSecrets none = new UpstreamSecrets(List.of());

        assertThat(none.canSeal()).isFalse();
        assertThatThrownBy(() -> none.seal("notes", "/headers/A", "x")).hasMessageContaining("No key");
        assertThatThrownBy(() -> new UpstreamSecrets(List.of("short"))).hasMessageContaining("at least 32 characters");
    }
}
