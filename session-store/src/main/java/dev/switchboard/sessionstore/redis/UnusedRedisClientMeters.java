package dev.switchboard.sessionstore.redis;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.micrometer.core.instrument.config.MeterFilter;
import io.quarkus.arc.properties.IfBuildProperty;

/**
 * Denies the meters of the Redis clients nobody uses, which {@link DuplicateRedisClients} named apart (their pools'
 * {@code pool.name}, their TCP clients' {@code clientName}), so {@code redis_*} shows only the clients in use. A bean only
 * where Quarkus' Micrometer extension is (its
 * {@code quarkus.micrometer.enabled} exists only there), so processes without Micrometer need none of its classes.
 */
@Singleton
@IfBuildProperty(name = "quarkus.micrometer.enabled", stringValue = "true")
public class UnusedRedisClientMeters {

    @Produces
    @Singleton
    MeterFilter denyUnusedClients() {
        return MeterFilter.deny(id -> unused(id.getTag("pool.name")) || unused(id.getTag("clientName")));
    }

    private static boolean unused(String name) {
        return name != null && name.startsWith(DuplicateRedisClients.UNUSED_PREFIX);
    }
}
