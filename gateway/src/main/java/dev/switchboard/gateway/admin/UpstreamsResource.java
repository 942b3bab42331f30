package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;

/**
 * Upstream MCP servers that mcp-bridge-service connects to, added, changed and removed at run time: every replica of
 * the bridge named by an upstream's {@code service} follows within seconds, without a restart. Secrets are stored
 * sealed and never shown. Removing one forgets its pinned definitions and reviews ({@link UpstreamRemnants}). The
 * upstreams of a bridge's upstreams file are not managed here.
 */
@Path("/admin/v1/upstreams")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "upstreams")
public class UpstreamsResource {

    private final UpstreamDefinitions upstreams;
    private final UpstreamRemnants remnants;
    private final AuditLog audit;

    UpstreamsResource(UpstreamDefinitions upstreams, UpstreamRemnants remnants, AuditLog audit) {
        this.upstreams = upstreams;
        this.remnants = remnants;
        this.audit = audit;
    }

    @GET
    @Operation(summary = "Every upstream added at run time, secrets redacted")
    public List<ObjectNode> list() {
        return upstreams.all();
    }

    @GET
    @Path("{name}")
    @Operation(summary = "One upstream added at run time, secrets redacted")
    public ObjectNode get(@PathParam("name") String name) {
        return upstreams.find(name).orElseThrow(() -> AdminErrors.notFound("No upstream '" + name
                + "' was added at run time; add it with PUT /admin/v1/upstreams/" + name));
    }

    @PUT
    @Path("{name}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Adds or replaces an upstream; 201 when added. A secret sent as <redacted> keeps the stored one")
    public Response put(@PathParam("name") String name, JsonNode body, @Context ContainerRequestContext request)
            throws IOException {
        requireValidName(name);
        UpstreamDefinitions.Saved saved = upstreams.save(name, body, TenantsResource.actor(request));
        audit.record(null, null, "admin.upstream.put", Map.of("upstream", name, "actor",
                TenantsResource.actor(request), "created", saved.created()));
        return Response.status(saved.created() ? 201 : 200).entity(saved.shown()).build();
    }

    @DELETE
    @Path("{name}")
    @Operation(summary = "Removes an upstream from every bridge replica, with its pinned definitions and reviews")
    public Response delete(@PathParam("name") String name, @Context ContainerRequestContext request) {
        Optional<String> service = upstreams.serviceOf(name);
        if (service.isEmpty() || !upstreams.remove(name)) {
            throw AdminErrors.notFound("No upstream '" + name + "' was added at run time");
        }
        UpstreamRemnants.Forgotten forgotten = remnants.forget(service.get(), name);
        audit.record(null, null, "admin.upstream.delete", Map.of("upstream", name, "actor",
                TenantsResource.actor(request), "pinsForgotten", forgotten.pins(), "reviewsForgotten",
                forgotten.reviews()));
        return Response.noContent().build();
    }

    private static void requireValidName(String name) {
        if (!UpstreamDefinition.NAME.matcher(name).matches()) {
            throw AdminErrors.badRequest("name", "name: an upstream's name is 1-32 lower-case letters, digits or "
                    + "dashes (it prefixes its tool names and URIs); '" + name + "' is not one");
        }
    }
}
