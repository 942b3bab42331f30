package dev.switchboard.gateway.admin;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.quota.QuotaStore;

/** Read-only: a tenant's live sessions. */
@Path("/admin/v1/tenants/{tenant}/sessions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantSessionsResource {

    private final QuotaStore quotas;
    private final ObjectMapper json;

    TenantSessionsResource(QuotaStore quotas, ObjectMapper json) {
        this.quotas = quotas;
        this.json = json;
    }

    @GET
    @Operation(summary = "The tenant's live sessions by subject, with when each expires unless used")
    public ObjectNode sessions(@PathParam("tenant") String tenant) {
        ObjectNode result = json.createObjectNode();
        ObjectNode subjects = result.putObject("subjects");
        quotas.sessions(tenant).forEach((subject, sessions) -> {
            ArrayNode list = subjects.putArray(subject);
            sessions.forEach((id, expiresAt) -> list.addObject().put("id", id).put("expiresAtMs", expiresAt));
        });
        return result;
    }
}
