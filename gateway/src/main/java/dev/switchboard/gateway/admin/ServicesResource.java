package dev.switchboard.gateway.admin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;

/** Read-only: the services registered now. */
@Path("/admin/v1/services")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class ServicesResource {

    private final ServiceRegistry registry;

    ServicesResource(ServiceRegistry registry) {
        this.registry = registry;
    }

    @GET
    @Operation(summary = "The services registered now, with what each offers")
    public List<Map<String, Object>> services() {
        List<Map<String, Object>> services = new ArrayList<>();
        for (ServiceRegistration registration : registry.live()) {
            List<String> tools = new ArrayList<>();
            registration.manifest().path("tools").forEach(tool -> tools.add(tool.path("name").asText()));
            services.add(Map.of("service", registration.service(), "instanceId", registration.instanceId(),
                    "baseUrl", registration.baseUrl(), "startedAt", registration.startedAt().toString(), "tools",
                    tools));
        }
        return services;
    }
}
