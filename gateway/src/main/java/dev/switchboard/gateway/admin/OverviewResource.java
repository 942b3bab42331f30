package dev.switchboard.gateway.admin;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * The suite at a glance, for the operator: the gateway replicas that report, the registered services with each
 * replica's circuit to them, the state Redis as one of its nodes answers, and the catalogue's size and latest changes.
 */
@Path("/admin/v1/overview")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class OverviewResource {

    /** The INFO fields shown, as Redis names them. */
    private static final List<String> REDIS_FIELDS = List.of("redis_version", "redis_mode", "uptime_in_seconds",
            "connected_clients", "used_memory_human", "maxmemory_human", "maxmemory_policy");

    private final ReplicaReports replicas;
    private final ServiceRegistry registry;
    private final ToolCatalog catalog;
    private final CatalogueChanges changes;
    private final RedisDataSource redis;
    private final ObjectMapper json;

    OverviewResource(ReplicaReports replicas, ServiceRegistry registry, ToolCatalog catalog, CatalogueChanges changes,
            RedisDataSource redis, ObjectMapper json) {
        this.replicas = replicas;
        this.registry = registry;
        this.catalog = catalog;
        this.changes = changes;
        this.redis = redis;
        this.json = json;
    }

    @GET
    @Operation(summary = "Gateway replicas, registered services with each replica's circuit to them (closed, "
            + "half-open, open; absent: not called yet), the state Redis, and the catalogue's size and latest changes")
    public ObjectNode overview() {
        ObjectNode overview = json.createObjectNode();
        ObjectNode redisView = overview.putObject("redis");
        List<JsonNode> reports;
        try {
            long started = System.nanoTime();
            String info = RedisCalls.call("redis info", () -> redis.execute("INFO").toString());
            redisView.put("reachable", true).put("answeredInMs",
                    Math.round((System.nanoTime() - started) / 100_000.0) / 10.0);
            info.lines().map(line -> line.split(":", 2)).filter(pair -> pair.length == 2)
                    .filter(pair -> REDIS_FIELDS.contains(pair[0]))
                    .forEach(pair -> redisView.put(pair[0], pair[1].strip()));
            reports = replicas.live();
        } catch (StoreUnavailableException e) {
            redisView.put("reachable", false).put("error", e.getMessage());
            reports = List.of();
        }
        overview.putArray("replicas").addAll(reports);

        ArrayNode services = overview.putArray("services");
        for (ServiceRegistration registration : registry.live()) {
            Map<String, String> circuits = new LinkedHashMap<>();
            reports.forEach(report -> {
                JsonNode circuit = report.path("circuits").path(registration.service());
                if (circuit.isTextual()) {
                    circuits.put(report.path("id").asText(), circuit.asText());
                }
            });
            ObjectNode service = services.addObject().put("service", registration.service())
                    .put("instanceId", registration.instanceId()).put("baseUrl", registration.baseUrl())
                    .put("startedAt", registration.startedAt().toString())
                    .put("tools", registration.manifest().path("tools").size());
            service.set("circuits", json.valueToTree(circuits));
        }

        CatalogSnapshot snapshot = catalog.snapshot();
        ObjectNode catalogue = overview.putObject("catalogue").put("tools", snapshot.tools().size())
                .put("prompts", snapshot.promptListings().size()).put("resources", snapshot.resourceListings().size())
                .put("templates", snapshot.templateListings().size());
        ArrayNode latest = catalogue.putArray("changes");
        changes.latest().forEach(change -> latest.add(json.valueToTree(change)));
        return overview;
    }
}
