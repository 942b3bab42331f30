package dev.switchboard.gateway.architecture;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import dev.switchboard.contract.kit.ServiceKitConfig;
import dev.switchboard.gateway.entry.GatewayRoutes;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service kit is on the gateway's test class path only, and with it the defaults it gives every tool service
 * (redacted logs, the drain on SIGTERM, the management interface, telemetry off, quiet readiness probes). The tests
 * would run with those defaults, the packaged gateway without them. So the gateway's own application.properties sets
 * every one of them itself: what the tests see is what runs.
 */
class TheGatewayNeedsNoneOfTheKitsDefaultsTest {

    private static final String KIT_DEFAULTS = "META-INF/microprofile-config.properties";
    private static final String GATEWAY_SETTINGS = "application.properties";

    @Test
    void everySettingTheKitDefaultsIsTheGatewaysOwn() throws IOException {
        Properties kit = read(ServiceKitConfig.class, KIT_DEFAULTS);
        Properties gateway = read(GatewayRoutes.class, GATEWAY_SETTINGS);

        assertThat(kit).as("the kit's defaults").containsEntry("quarkus.log.console.filter", "redact");
        assertThat(gateway.stringPropertyNames()).as("the gateway's " + GATEWAY_SETTINGS)
                .containsAll(kit.stringPropertyNames());
    }

    /** The resource named {@code name} in the jar or class folder that holds {@code type}. */
    private static Properties read(Class<?> type, String name) throws IOException {
        String home = type.getProtectionDomain().getCodeSource().getLocation().toString();
        List<URL> found = new ArrayList<>();
        for (URL url : Collections.list(type.getClassLoader().getResources(name))) {
            if (url.toString().contains(home)) {
                found.add(url);
            }
        }
        assertThat(found).as(name + " beside " + type.getSimpleName() + " in " + home).hasSize(1);
        Properties properties = new Properties();
        try (InputStream in = found.get(0).openStream()) {
            properties.load(in);
        }
        return properties;
    }
}
