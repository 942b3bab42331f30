package dev.switchboard.console;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.micrometer.core.instrument.config.MeterFilter;

/**
 * Leaves out {@code netty.eventexecutor.workers}, which Quarkus binds to Vert.x's event-loop group and to its acceptor
 * group under one id, so Micrometer warns "This Gauge has been already registered" at every start. It only counted
 * the loops; the per-loop {@code netty.eventexecutor.tasks.pending} stays. The services' kit does the same.
 */
@Singleton
class GaugesRegisteredTwice {

    @Produces
    @Singleton
    MeterFilter denyGaugesRegisteredTwice() {
        return MeterFilter.deny(id -> id.getName().equals("netty.eventexecutor.workers"));
    }
}
