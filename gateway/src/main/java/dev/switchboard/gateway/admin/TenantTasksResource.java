package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.Map;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.sessionstore.task.TaskRecord;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.sessionstore.task.Transition;

/**
 * A tenant's durable tasks (of its present incarnation: none of a deleted tenant of the same name), every caller's,
 * newest first: listed without their arguments or results, and cancelled
 * one by one, as the caller's own {@code tasks/cancel} would (the call running it, on whichever replica, is stopped).
 */
@Path("/admin/v1/tenants/{tenant}/tasks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class TenantTasksResource {

    static final int MAX_LIMIT = 500;

    private final TaskStore tasks;
    private final TenantDirectory tenants;
    private final AuditLog audit;
    private final ObjectMapper json;

    TenantTasksResource(TaskStore tasks, TenantDirectory tenants, AuditLog audit, ObjectMapper json) {
        this.tasks = tasks;
        this.tenants = tenants;
        this.audit = audit;
        this.json = json;
    }

    @GET
    @Operation(summary = "The tenant's tasks that have not expired, newest first: who started which tool, its status "
            + "and times; 'next' is the offset of the next page, absent on the last")
    public ObjectNode list(@PathParam("tenant") String tenant,
            @QueryParam("offset") @DefaultValue("0") String offsetText,
            @QueryParam("limit") @DefaultValue("100") String limitText) {
        int offset = number("offset", offsetText, 0, Integer.MAX_VALUE);
        int limit = number("limit", limitText, 1, MAX_LIMIT);
        TaskStore.Page page = tasks.listTenant(tenants.tenantKey(tenant), offset, limit);
        ObjectNode result = json.createObjectNode();
        ArrayNode list = result.putArray("tasks");
        page.tasks().forEach(task -> list.add(view(task)));
        if (page.nextOffset() >= 0) {
            result.put("next", page.nextOffset());
        }
        return result;
    }

    @POST
    @Path("{id}/cancel")
    @Operation(summary = "Cancels one of the tenant's tasks that has not finished (409 once it has), wherever its call "
            + "runs; its caller then reads it as cancelled")
    public ObjectNode cancel(@PathParam("tenant") String tenant, @PathParam("id") String id,
            @Context ContainerRequestContext request) {
        TaskRecord task = tasks.load(id).filter(found -> found.owner().tenantKey().equals(tenants.tenantKey(tenant)))
                .orElseThrow(() -> AdminErrors.notFound("Tenant '" + tenant + "' has no task '" + id
                        + "' (it never existed, has expired, or is another tenant's)"));
        Transition cancelled = tasks.cancel(id, task.owner(), "Cancelled by an administrator");
        if (cancelled.gone()) {
            throw AdminErrors.notFound("Task '" + id + "' expired meanwhile");
        }
        if (!cancelled.changed()) {
            throw AdminErrors.conflict("Task '" + id + "' is already " + cancelled.status().wireName()
                    + " and cannot be cancelled");
        }
        audit.record(tenant, task.owner().subject(), "admin.task.cancel",
                Map.of("actor", TenantsResource.actor(request), "taskId", id, "tool", task.call().tool()));
        return tasks.load(id).map(this::view).orElseGet(() -> view(task));
    }

    /** A query parameter; a text JAX-RS could not convert would otherwise be a bare 404. */
    private static int number(String name, String text, int min, int max) {
        try {
            int value = Integer.parseInt(text.strip());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, naming the value
        }
        throw AdminErrors.badRequest(name, name + ": a whole number from " + min + " to " + max + ", not '" + text
                + "'");
    }

    private ObjectNode view(TaskRecord task) {
        ObjectNode view = json.createObjectNode().put("id", task.id()).put("subject", task.owner().subject())
                .put("tool", task.call().tool()).put("status", task.status().wireName());
        if (task.statusMessage() != null && !task.statusMessage().isEmpty()) {
            view.put("statusMessage", task.statusMessage());
        }
        return view.put("createdAt", Instant.ofEpochMilli(task.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(task.updatedAt()).toString())
                .put("expiresAt", Instant.ofEpochMilli(task.expiresAt()).toString());
    }
}
