package dev.switchboard.gateway.tenant;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The tenants seed file is checked as the admin API checks a record: a pattern that is no glob stops the start with
 * one line naming the file, the setting, the tenant, the field and the syntax; a valid file is read in order.
 */
class ASeedFileWithAPatternThatIsNoGlobStopsTheStartTest {

    private static final ObjectMapper STRICT = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    @TempDir
    Path dir;

    private String file(String json) throws Exception {
        Path file = dir.resolve("tenants.json");
        Files.writeString(file, json);
        return file.toString();
    }

    @Test
    void aBracketInADenyListStopsTheStartWithOneLine() throws Exception {
        String file = file("{\"tenants\":{\"acme\":{\"tools\":{\"deny\":[\"search[Repositories\"]}}}}");

        assertThatThrownBy(() -> TenantSeeds.read(file, STRICT)).isInstanceOf(IllegalStateException.class)
                .hasMessage("Tenant seed file " + file + " (gateway.tenants.seed-file): tenant 'acme': tools.deny[0]: "
                        + "'search[Repositories' is not a valid glob: '[' at position 7 has no meaning here; "
                        + Glob.SYNTAX);
    }

    @Test
    void anUnknownFieldNamesItsPlaceOnOneLine() throws Exception {
        String file = file("{\"tenants\":{\"acme\":{\"tools\":{\"alow\":[\"*\"]}}}}");

        assertThatThrownBy(() -> TenantSeeds.read(file, STRICT)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Tenant seed file " + file + " (gateway.tenants.seed-file): tenant 'acme': "
                        + "tools.alow: ")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aValidFileIsReadInItsOrder() throws Exception {
        String file = file("{\"tenants\":{\"b\":{\"tools\":{\"allow\":[\"fx_*\"]}},\"a\":{}}}");

        assertThat(TenantSeeds.read(file, STRICT)).containsOnlyKeys("b", "a").extracting(map -> map.keySet()
                .iterator().next()).isEqualTo("b");
    }
}
