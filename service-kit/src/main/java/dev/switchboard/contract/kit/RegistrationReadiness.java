package dev.switchboard.contract.kit;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready only while registered: the gateway cannot reach a service that is not in the registry. */
@Readiness
@ApplicationScoped
public class RegistrationReadiness implements HealthCheck {

    private final RegistrationHeartbeat heartbeat;

    RegistrationReadiness(RegistrationHeartbeat heartbeat) {
        this.heartbeat = heartbeat;
    }

    @Override
    public HealthCheckResponse call() {
        RegistrationStatus status = heartbeat.status();
        return HealthCheckResponse.named("registry")
                .status(status.registered())
                .withData("state", status.state().name())
                .withData("detail", String.valueOf(status.reason()))
                .build();
    }
}
