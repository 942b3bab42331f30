package dev.switchboard.gateway.admin;

import java.util.Map;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.tenant.SessionQuota;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.quota.QuotaStore;
import dev.switchboard.sessionstore.session.SessionStore;

/**
 * A tenant's live sessions (of its present incarnation: none of a deleted tenant of the same name): listed, and ended
 * one by one (a client's next request on it then gets 404).
 */
@Path("/admin/v1/tenants/{tenant}/sessions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantSessionsResource {

    private final QuotaStore quotas;
    private final SessionStore sessions;
    private final SessionQuota sessionQuota;
    private final AuditLog audit;
    private final ObjectMapper json;
    private final TenantDirectory tenants;

    TenantSessionsResource(QuotaStore quotas, SessionStore sessions, SessionQuota sessionQuota, AuditLog audit,
            ObjectMapper json, TenantDirectory tenants) {
        this.tenants = tenants;
        this.quotas = quotas;
        this.sessions = sessions;
        this.sessionQuota = sessionQuota;
        this.audit = audit;
        this.json = json;
    }

    @GET
    @Operation(summary = "The tenant's live sessions by subject, with when each expires unless used")
    public ObjectNode sessions(@PathParam("tenant") String tenant) {
        ObjectNode result = json.createObjectNode();
        ObjectNode subjects = result.putObject("subjects");
        quotas.sessions(tenants.tenantKey(tenant)).forEach((subject, sessions) -> {
            ArrayNode list = subjects.putArray(subject);
            sessions.forEach((id, expiresAt) -> list.addObject().put("id", id).put("expiresAtMs", expiresAt));
        });
        return result;
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Ends one of the tenant's sessions on every replica, as the client's DELETE /mcp would")
    public Response end(@PathParam("tenant") String tenant, @PathParam("id") String id,
            @Context ContainerRequestContext request) {
        String subject = quotas.sessions(tenants.tenantKey(tenant)).entrySet().stream()
                .filter(entry -> entry.getValue().containsKey(id)).map(Map.Entry::getKey).findFirst()
                .orElseThrow(() -> AdminErrors.notFound("Tenant '" + tenant + "' has no live session '" + id + "'"));
        sessions.delete(id);
        sessionQuota.closed(new Principal(tenant, subject, tenants.incarnation(tenant)), id);
        audit.record(tenant, subject, "admin.session.end",
                Map.of("actor", TenantsResource.actor(request), "sessionId", id));
        return Response.noContent().build();
    }
}
