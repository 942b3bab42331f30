package dev.switchboard.gateway.forward;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import dev.switchboard.gateway.config.GatewayConfig;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * One {@link ServiceCircuit} per service name on this replica, made on a service's first call. It is keyed by name, not
 * address, and the registry never touches it: a service that registers again (a new base URL, a fresh start) may still
 * be dead, so only a call that reaches it closes its circuit. Exported as {@code switchboard.circuit.state{service}}
 * (0 closed, 1 half-open, 2 open) and {@code switchboard.circuit.rejected{service}} (calls answered without an attempt).
 */
@Singleton
public class ServiceCircuits {

    private final GatewayConfig.Circuit settings;
    private final MeterRegistry metrics;
    private final Map<String, Guarded> circuits = new ConcurrentHashMap<>();

    ServiceCircuits(GatewayConfig config, MeterRegistry metrics) {
        this.settings = config.circuit();
        this.metrics = metrics;
    }

    /** Whether a call to {@code service} may go through now; a rejection is counted. */
    public ServiceCircuit.Admission admit(String service) {
        Guarded guarded = circuits.computeIfAbsent(service, this::guard);
        ServiceCircuit.Admission admission = guarded.circuit().admit();
        if (admission instanceof ServiceCircuit.Rejected) {
            guarded.rejected().increment();
        }
        return admission;
    }

    private Guarded guard(String service) {
        ServiceCircuit circuit = new ServiceCircuit(settings.failureThreshold(), settings.openDuration(),
                settings.maxOpenDuration(), System::nanoTime);
        Gauge.builder("switchboard.circuit.state", circuit, c -> c.phase().ordinal())
                .description("The service's circuit on this replica: 0 closed, 1 half-open, 2 open")
                .tag("service", service).register(metrics);
        Counter rejected = Counter.builder("switchboard.circuit.rejected")
                .description("Calls answered without an attempt because the service's circuit was open")
                .tag("service", service).register(metrics);
        return new Guarded(circuit, rejected);
    }

    private record Guarded(ServiceCircuit circuit, Counter rejected) {
    }
}
