package dev.switchboard.tuning;

import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.config.spi.ConfigSource;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.PropertiesConfigSource;

/**
 * One Vert.x event loop per processor the JVM may use, instead of Quarkus' two: every process of the suite hands its
 * requests to virtual threads at once, so its event loops only move bytes, and a second loop per core only adds thread
 * switches (measured in the performance document). A default of ordinal 100, so {@code application.properties} and
 * {@code QUARKUS_VERTX_EVENT_LOOPS_POOL_SIZE} still win; none with {@code switchboard.tuning.enabled=false}.
 */
public class EventLoopsPerProcessor implements ConfigSourceFactory {

    static final String PROPERTY = "quarkus.vertx.event-loops-pool-size";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        ConfigValue enabled = context.getValue("switchboard.tuning.enabled");
        if (enabled != null && enabled.getValue() != null && !Boolean.parseBoolean(enabled.getValue().strip())) {
            return List.of();
        }
        return List.of(new PropertiesConfigSource(
                Map.of(PROPERTY, Integer.toString(Runtime.getRuntime().availableProcessors())),
                "switchboard-event-loops-per-processor", 100));
    }
}
