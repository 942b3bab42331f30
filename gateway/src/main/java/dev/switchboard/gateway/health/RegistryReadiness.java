package dev.switchboard.gateway.health;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import dev.switchboard.gateway.catalog.ToolCatalog;

/**
 * Ready once the registry has been read: before that no tool can be routed. (Redis reachability has its own check,
 * {@link RedisReadiness}.)
 */
@Readiness
@ApplicationScoped
public class RegistryReadiness implements HealthCheck {

    private final ToolCatalog catalog;

    RegistryReadiness(ToolCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("registry")
                .status(catalog.loaded())
                .withData("tools", catalog.snapshot().tools().size())
                .build();
    }
}
