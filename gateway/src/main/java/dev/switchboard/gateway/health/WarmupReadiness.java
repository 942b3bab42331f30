package dev.switchboard.gateway.health;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import dev.switchboard.gateway.warmup.Warmup;

/** Not ready while the warm-up runs ({@link Warmup}); its outcome stays in the check's data. */
@Readiness
@ApplicationScoped
public class WarmupReadiness implements HealthCheck {

    private final Warmup warmup;

    WarmupReadiness(Warmup warmup) {
        this.warmup = warmup;
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("warm-up").status(warmup.done()).withData("calls", warmup.callsMade())
                .withData("outcome", warmup.summary()).build();
    }
}
