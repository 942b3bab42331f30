package dev.switchboard.gateway.admin;

import java.util.List;
import java.util.Map;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.sessionstore.vault.UpstreamLink;

/**
 * The accounts a tenant's users linked at upstreams: who, to which upstream, since when, whether refreshable; never a
 * token. The operator and the tenant's admin list them and remove one link or all of a user's.
 */
@Path("/admin/v1/tenants/{tenant}/links")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantLinksResource {

    private final TokenVault vault;
    private final AuditLog audit;

    TenantLinksResource(TokenVault vault, AuditLog audit) {
        this.vault = vault;
        this.audit = audit;
    }

    @GET
    @Operation(summary = "The tenant's linked accounts (one user's with ?subject=), never a token")
    public List<UpstreamLink> links(@PathParam("tenant") String tenant, @QueryParam("subject") String subject) {
        TenantsResource.requireValidId(tenant);
        return subject == null ? vault.links(tenant) : vault.links(tenant, subject);
    }

    @DELETE
    @Operation(summary = "Removes a user's link to an upstream (?subject=&upstream=), or all their links (?subject=)")
    public Response unlink(@PathParam("tenant") String tenant, @QueryParam("subject") String subject,
            @QueryParam("upstream") String upstream, @Context ContainerRequestContext request) {
        TenantsResource.requireValidId(tenant);
        if (subject == null || subject.isBlank()) {
            throw AdminErrors.badRequest("subject", "subject: the user whose links to remove (?subject=…)");
        }
        String actor = TenantsResource.actor(request);
        if (upstream == null) {
            long removed = vault.unlinkSubject(tenant, subject);
            audit.record(tenant, subject, "link.removed", Map.of("upstream", "*", "removed", removed, "actor", actor));
            return Response.ok(Map.of("removed", removed)).build();
        }
        if (!vault.unlink(new LinkKey(tenant, subject, upstream))) {
            throw AdminErrors.notFound("User '" + subject + "' of tenant '" + tenant + "' has no link to upstream '"
                    + upstream + "'");
        }
        audit.record(tenant, subject, "link.removed", Map.of("upstream", upstream, "actor", actor));
        return Response.noContent().build();
    }
}
