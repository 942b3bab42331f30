package dev.switchboard.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/** The operator's first page: the services registered now with their tools, the tenants, what waits for review. */
@Path("/overview")
public class OverviewPage {

    private final GatewayAdmin admin;
    private final Template overview;

    OverviewPage(GatewayAdmin admin, @Location("overview.html") Template overview) {
        this.admin = admin;
        this.overview = overview;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        List<Map<String, Object>> services = new ArrayList<>();
        int tools = 0;
        for (JsonNode service : admin.get(session, "/services")) {
            List<String> names = new ArrayList<>();
            service.path("tools").forEach(tool -> names.add(tool.asText()));
            tools += names.size();
            services.add(Map.of("service", service.path("service").asText(), "baseUrl",
                    service.path("baseUrl").asText(), "startedAt", service.path("startedAt").asText(), "tools",
                    String.join(", ", names)));
        }
        services.sort((a, b) -> a.get("service").toString().compareTo(b.get("service").toString()));
        return overview.data("session", session).data("services", services).data("tools", tools)
                .data("tenants", admin.get(session, "/tenants").size())
                .data("pending", admin.get(session, "/tool-definitions/pending").size());
    }
}
