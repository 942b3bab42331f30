package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.util.List;
import java.util.Map;

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

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;

/** Tenants: what each may see and call (allow/deny globs, scopes per tool) and its quotas. */
@Path("/admin/v1/tenants")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tenants")
public class TenantsResource {

    private final TenantDirectory tenants;
    private final TenantRemoval removal;
    private final AuditLog audit;
    private final IdentityProvidersResource identityProviders;

    TenantsResource(TenantDirectory tenants, TenantRemoval removal, AuditLog audit,
            IdentityProvidersResource identityProviders) {
        this.identityProviders = identityProviders;
        this.tenants = tenants;
        this.removal = removal;
        this.audit = audit;
    }

    @GET
    @Operation(summary = "Every tenant and its record; a tenant admin sees its own tenant only")
    public Map<String, TenantRecord> list(@Context ContainerRequestContext request) {
        Map<String, TenantRecord> all = tenants.all();
        if (request.getProperty(AdminAccess.TENANT_ADMIN_OF) instanceof String own) {
            TenantRecord record = all.get(own);
            return record == null ? Map.of() : Map.of(own, record);
        }
        return all;
    }

    @GET
    @Path("{tenant}")
    @Operation(summary = "One tenant's record")
    public TenantRecord get(@PathParam("tenant") String tenant) {
        TenantRecord record = tenants.all().get(tenant);
        if (record == null) {
            throw AdminErrors.notFound("No tenant '" + tenant + "'; create it with PUT /admin/v1/tenants/" + tenant);
        }
        return record;
    }

    @PUT
    @Path("{tenant}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Creates or replaces a tenant's record; every field is optional, absent means no restriction, "
            + "and an absent identityProviders keeps the tenant's")
    public TenantRecord put(@PathParam("tenant") String tenant, JsonNode body, @Context ContainerRequestContext request)
            throws IOException {
        requireValidId(tenant);
        if (body == null || !body.isObject()) {
            throw AdminErrors.badRequest("Send a JSON object, e.g. {\"displayName\":\"Acme\",\"tools\":{\"allow\":[\"*\"]},"
                    + "\"quotas\":{\"requestsPerMinute\":600}}");
        }
        TenantRecord record = tenants.read(body);
        List<String> problems = record.problems();
        if (problems.size() == 1) {
            throw AdminErrors.badRequest(problems.getFirst().substring(0, problems.getFirst().indexOf(": ")),
                    problems.getFirst());
        }
        if (!problems.isEmpty()) {
            throw AdminErrors.badRequest(String.join("; ", problems));
        }
        TenantRecord saved = tenants.exclusively(() -> {
            Map<String, TenantRecord> all = tenants.all();
            TenantRecord replacing = record;
            if (body.has("identityProviders")) {
                identityProviders.requireNoConflict(tenant, record.trustedIdentityProviders(), all);
            } else if (all.containsKey(tenant)) {
                replacing = record.withIdentityProviders(all.get(tenant).trustedIdentityProviders());
            }
            tenants.save(tenant, replacing);
            return replacing;
        });
        audit.record(tenant, null, "admin.tenant.put", Map.of("actor", actor(request)));
        return saved;
    }

    @DELETE
    @Path("{tenant}")
    @Operation(summary = "Deletes a tenant and all it left, on every replica: its sessions and tasks end, its API keys, "
            + "its users' linked accounts, usage history and audit trail go; a tenant made again under its name "
            + "inherits nothing")
    public Response delete(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        TenantRemoval.Removed removed = removal.remove(tenant)
                .orElseThrow(() -> AdminErrors.notFound("No tenant '" + tenant + "'"));
        // Not in the tenant's own trail, which goes with it: among the suite's events, as an upstream's are.
        audit.record(null, null, "admin.tenant.delete", Map.of("tenant", tenant, "actor", actor(request),
                "linksRemoved", removed.links(), "sessionsEnded", removed.sessions(), "tasksEnded", removed.tasks()));
        return Response.noContent().build();
    }

    static void requireValidId(String tenant) {
        if (!TenantRecord.ID.matcher(tenant).matches()) {
            throw AdminErrors.badRequest("tenant",
                    "Tenant ids are 1-64 letters, digits, '.', '_' or '-', starting with a letter "
                            + "or digit; '" + tenant + "' is not one");
        }
    }

    static String actor(ContainerRequestContext request) {
        Object actor = request.getProperty(AdminAccess.ACTOR);
        return actor == null ? "unknown" : actor.toString();
    }
}
