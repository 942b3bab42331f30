package dev.switchboard.observability;

import java.util.Set;

import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;

import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.config.MeterFilter;
import io.quarkus.arc.properties.IfBuildProperty;
import io.quarkus.runtime.StartupEvent;

/**
 * Leaves out the gauges Quarkus' Micrometer binders register more than once under one id, which Micrometer refuses
 * with "This Gauge has been already registered" (a warning at every start), keeping the first and reporting its values
 * ever after:
 * <ul>
 * <li>{@code netty.eventexecutor.workers}: bound to Vert.x's event-loop group and to its acceptor group, without a
 * tag telling the groups apart (it only counted the loops; the per-loop {@code netty.eventexecutor.tasks.pending}
 * stays);</li>
 * <li>{@code redis.queue.size} and {@code redis.current}: Vert.x client metrics, registered again for each endpoint a
 * Redis client's pool opens, the first registration's values kept (the pool's own {@code redis.pool.*} stay).</li>
 * </ul>
 * Denied, none of them is registered. Quarkus applies {@code MeterFilter} beans only after every {@code StartupEvent}
 * observer has run, so a service that opens a Redis connection at start (the bridge does) would register them before
 * the filter exists: the filter is also put on the global registry first thing at start. A bean only where Quarkus' Micrometer
 * extension is (its
 * {@code quarkus.micrometer.enabled} exists only there).
 */
@Singleton
@IfBuildProperty(name = "quarkus.micrometer.enabled", stringValue = "true")
class GaugesRegisteredTwice {

    static final Set<String> NAMES = Set.of("netty.eventexecutor.workers", "redis.queue.size", "redis.current");

    @Produces
    @Singleton
    MeterFilter denyGaugesRegisteredTwice() {
        return MeterFilter.deny(id -> NAMES.contains(id.getName()));
    }

    void denyBeforeOtherStartWork(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        Metrics.globalRegistry.config().meterFilter(denyGaugesRegisteredTwice());
    }
}
