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
import dev.switchboard.gateway.auth.ApiKeys;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.sessionstore.vault.TokenVault;

/** Tenants: what each may see and call (allow/deny globs, scopes per tool) and its quotas. */
@Path("/admin/v1/tenants")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tenants")
public class TenantsResource {

    private final TenantDirectory tenants;
    private final ApiKeys apiKeys;
    private final AuditLog audit;
    private final TokenVault vault;
    private final IdentityProvidersResource identityProviders;

    TenantsResource(TenantDirectory tenants, ApiKeys apiKeys, AuditLog audit, TokenVault vault,
            IdentityProvidersResource identityProviders) {
        this.vault = vault;
        this.identityProviders = identityProviders;
        this.tenants = tenants;
        this.apiKeys = apiKeys;
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
    @Operation(summary = "Deletes a tenant, revokes its API keys and removes its users' linked accounts")
    public Response delete(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        if (!tenants.remove(tenant)) {
            throw AdminErrors.notFound("No tenant '" + tenant + "'");
        }
        apiKeys.revokeAll(tenant);
        long unlinked = vault.unlinkTenant(tenant);
        audit.record(tenant, null, "admin.tenant.delete", Map.of("actor", actor(request), "linksRemoved", unlinked));
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
