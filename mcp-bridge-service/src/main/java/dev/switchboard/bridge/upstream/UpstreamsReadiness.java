package dev.switchboard.bridge.upstream;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Names every upstream and its state. Ready while at least one upstream is up (or none is configured): one upstream
 * being down must not take the others away from the gateway, so a down upstream shows here by name (and in its tools'
 * {@code isError}) rather than failing the whole service.
 */
@Readiness
@ApplicationScoped
public class UpstreamsReadiness implements HealthCheck {

    private final Upstreams upstreams;

    UpstreamsReadiness(Upstreams upstreams) {
        this.upstreams = upstreams;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("upstreams");
        boolean anyUp = upstreams.all().isEmpty();
        StringBuilder down = new StringBuilder();
        for (UpstreamConnection connection : upstreams.all()) {
            response.withData(connection.name(), connection.describe());
            if (connection.state() == UpstreamState.UP) {
                anyUp = true;
            } else {
                down.append(down.isEmpty() ? "" : ", ").append(connection.name());
            }
        }
        response.withData("down", down.isEmpty() ? "none" : down.toString());
        return response.status(anyUp).build();
    }
}
