package dev.switchboard.gateway.admin;

import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Who the request's credential is to the admin API: the operator (every tenant) or a tenant admin (one tenant). A
 * console or script asks it once after sign-in, so it shows what the credential may do.
 */
@Path("/admin/v1/whoami")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class WhoAmIResource {

    @GET
    @Operation(summary = "The caller: role operator or tenant-admin, the tenant of a tenant admin, and the actor "
            + "audit entries name")
    public Map<String, Object> whoami(@Context ContainerRequestContext request) {
        Map<String, Object> caller = new LinkedHashMap<>();
        Object tenant = request.getProperty(AdminAccess.TENANT_ADMIN_OF);
        caller.put("role", tenant == null ? "operator" : "tenant-admin");
        if (tenant != null) {
            caller.put("tenant", tenant);
        }
        caller.put("actor", request.getProperty(AdminAccess.ACTOR));
        return caller;
    }
}
