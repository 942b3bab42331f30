package dev.switchboard.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/** A tenant's durable tasks, every caller's, newest first; one that has not finished can be cancelled. */
@Path("/tenants/{tenant}/tasks")
public class TasksPage {

    /** Statuses a task leaves only by finishing: only these can be cancelled. */
    private static final List<String> UNFINISHED = List.of("working", "input_required");

    private final GatewayAdmin admin;
    private final Template tasks;

    TasksPage(GatewayAdmin admin, @Location("tasks.html") Template tasks) {
        this.admin = admin;
        this.tasks = tasks;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (JsonNode task : admin.get(session, "/tenants/" + GatewayAdmin.segment(tenant) + "/tasks").path("tasks")) {
            rows.add(Map.of("id", task.path("id").asText(), "subject", task.path("subject").asText(), "tool",
                    task.path("tool").asText(), "status", task.path("status").asText(), "message",
                    task.path("statusMessage").asText(""), "createdAt", task.path("createdAt").asText(), "updatedAt",
                    task.path("updatedAt").asText(), "cancellable",
                    UNFINISHED.contains(task.path("status").asText())));
        }
        return tasks.data("session", session).data("tenant", tenant).data("tasks", rows);
    }

    /** Cancels one task through the admin API; its caller then reads it as cancelled. */
    @POST
    @Path("{id}/cancel")
    public Response cancel(@PathParam("tenant") String tenant, @PathParam("id") String id,
            @FormParam("_csrf") String csrf, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        String path = "/tenants/" + GatewayAdmin.segment(tenant) + "/tasks";
        admin.send(session, "POST", path + "/" + GatewayAdmin.segment(id) + "/cancel", null);
        return Pages.seeOther(path);
    }
}
