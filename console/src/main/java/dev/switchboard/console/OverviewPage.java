package dev.switchboard.console;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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

/**
 * The operator's first page: the gateway replicas, the services registered now with each replica's circuit to them,
 * the state Redis, the catalogue's size and latest changes, the tenants, and what waits for review.
 */
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
        JsonNode suite = admin.get(session, "/overview");
        List<String> replicaIds = new ArrayList<>();
        List<Map<String, Object>> replicas = new ArrayList<>();
        for (JsonNode replica : suite.path("replicas")) {
            replicaIds.add(replica.path("id").asText());
            replicas.add(Map.of("id", replica.path("id").asText(), "startedAt", replica.path("startedAt").asText(),
                    "reportedAt", Instant.ofEpochMilli(replica.path("reportedAtMs").asLong()).toString()));
        }
        List<Map<String, Object>> services = new ArrayList<>();
        int tools = 0;
        for (JsonNode service : suite.path("services")) {
            tools += service.path("tools").asInt();
            List<String> circuits = new ArrayList<>();
            for (String replica : replicaIds) {
                circuits.add(service.path("circuits").path(replica).asText("not called"));
            }
            services.add(Map.of("service", service.path("service").asText(), "baseUrl",
                    service.path("baseUrl").asText(), "startedAt", service.path("startedAt").asText(), "tools",
                    service.path("tools").asInt(), "circuits", circuits));
        }
        services.sort((a, b) -> a.get("service").toString().compareTo(b.get("service").toString()));
        List<Map<String, Object>> changes = new ArrayList<>();
        for (JsonNode change : suite.path("catalogue").path("changes")) {
            changes.add(Map.of("at", change.path("at").asText(), "added", names(change.path("added")), "removed",
                    names(change.path("removed")), "changed", names(change.path("changed")), "tools",
                    change.path("tools").asInt()));
        }
        Map<String, String> redis = new LinkedHashMap<>();
        suite.path("redis").properties().forEach(field -> redis.put(field.getKey(), field.getValue().asText()));
        return overview.data("session", session).data("replicas", replicas).data("services", services)
                .data("columns", 4 + replicas.size())
                .data("tools", tools).data("redis", redis).data("catalogue", suite.path("catalogue"))
                .data("changes", changes).data("tenants", admin.get(session, "/tenants").size())
                .data("pending", admin.get(session, "/tool-definitions/pending").size());
    }

    private static String names(JsonNode list) {
        List<String> names = new ArrayList<>();
        list.forEach(name -> names.add(name.asText()));
        return names.isEmpty() ? "–" : String.join(", ", names);
    }
}
