package dev.switchboard.conformance;

import java.net.URL;
import java.util.Map;

import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.SmallRyeConfig;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * This service's application.properties names only its identity and ports: the settings every tool service shares
 * (management interface, no dev services, redacted logs, the state Redis from REDIS_URL) reach it from the kit's and
 * session-store's own defaults, at an ordinal below application.properties, so a service's own line would still win.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheKitsDefaultsApplyWithoutBeingRepeatedTest {

    private static final String DEFAULTS = "META-INF/microprofile-config.properties";
    private static final int APPLICATION_PROPERTIES_ORDINAL = 250;

    @TestHTTPResource(value = "health/live", management = true) // under the management root, /q
    URL liveness;

    @Test
    void healthAnswersOnTheManagementInterfaceAndNotOnThePublicPort() {
        given().when().get(liveness).then().statusCode(200);
        given().when().get("/q/health/live").then().statusCode(404);
    }

    /** The management interface is fixed at build time (its value reads as the build's): the test above proves it. */
    @Test
    void theSharedSettingsComeFromTheKitsDefaultsBelowTheServicesOwnFile() {
        Map<String, String> shared = Map.of(
                "quarkus.devservices.enabled", "false",
                "quarkus.redis.devservices.enabled", "false",
                "quarkus.banner.enabled", "false",
                "quarkus.log.console.filter", "redact",
                "quarkus.log.file.filter", "redact");
        SmallRyeConfig config = ConfigProvider.getConfig().unwrap(SmallRyeConfig.class);
        shared.forEach((name, value) -> {
            ConfigValue resolved = config.getConfigValue(name);
            assertThat(resolved.getValue()).as(name).isEqualTo(value);
            assertThat(resolved.getSourceName()).as(name).contains("service-kit").contains(DEFAULTS);
            assertThat(resolved.getSourceOrdinal()).as(name).isLessThan(APPLICATION_PROPERTIES_ORDINAL);
        });
    }

    @Test
    void theStateRedisIsNamedByRedisUrlUnlessTheServiceSaysOtherwise() {
        // The test resource points the client at its own redis-server, above every file: the default is read where
        // it is declared.
        ConfigSource declaring = null;
        for (ConfigSource source : ConfigProvider.getConfig().getConfigSources()) {
            if (source.getValue("quarkus.redis.hosts") != null && source.getName().contains(DEFAULTS)) {
                declaring = source;
            }
        }
        assertThat(declaring).as("a defaults file declaring quarkus.redis.hosts").isNotNull();
        assertThat(declaring.getName()).contains("session-store");
        assertThat(declaring.getValue("quarkus.redis.hosts")).isEqualTo("${REDIS_URL:redis://127.0.0.1:6379}");
        assertThat(declaring.getOrdinal()).isLessThan(APPLICATION_PROPERTIES_ORDINAL);
    }
}
