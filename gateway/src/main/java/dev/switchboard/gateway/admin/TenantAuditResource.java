package dev.switchboard.gateway.admin;

import java.util.ArrayList;
import java.util.List;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.audit.AuditStream;

/** Read-only: a tenant's audit trail. */
@Path("/admin/v1/tenants/{tenant}/audit")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantAuditResource {

    private final AuditStream audit;
    private final ObjectMapper json;

    TenantAuditResource(AuditStream audit, ObjectMapper json) {
        this.audit = audit;
        this.json = json;
    }

    @GET
    @Operation(summary = "The tenant's newest audit events, newest first")
    public List<JsonNode> audit(@PathParam("tenant") String tenant,
            @QueryParam("limit") @DefaultValue("100") String limitText) {
        int limit = limit(limitText);
        List<JsonNode> events = new ArrayList<>();
        for (String event : audit.newest(tenant, limit)) {
            try {
                events.add(json.readTree(event));
            } catch (java.io.IOException e) {
                events.add(json.getNodeFactory().textNode(event));
            }
        }
        return events;
    }

    /** The limit parameter; a text JAX-RS could not convert would otherwise be a bare 404. */
    private static int limit(String text) {
        try {
            int limit = Integer.parseInt(text.strip());
            if (limit >= 1 && limit <= 1000) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // refused below, naming the value
        }
        throw AdminErrors.badRequest("limit", "limit: a whole number from 1 to 1000, not '" + text + "'");
    }
}
