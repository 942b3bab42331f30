package dev.switchboard.console;

import java.time.Instant;
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

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/** A tenant's live MCP sessions by subject, with when each expires unless used; each can be ended. */
@Path("/tenants/{tenant}/sessions")
public class SessionsPage {

    private final GatewayAdmin admin;
    private final Template sessions;

    SessionsPage(GatewayAdmin admin, @Location("sessions.html") Template sessions) {
        this.admin = admin;
        this.sessions = sessions;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        List<Map<String, String>> rows = new ArrayList<>();
        admin.get(session, "/tenants/" + GatewayAdmin.segment(tenant) + "/sessions").path("subjects").properties()
                .forEach(subject -> subject.getValue().forEach(live -> rows.add(Map.of("subject", subject.getKey(),
                        "id", live.path("id").asText(), "expiresAt",
                        Instant.ofEpochMilli(live.path("expiresAtMs").asLong()).toString()))));
        return sessions.data("session", session).data("tenant", tenant).data("sessions", rows);
    }

    /** Ends one session through the admin API; its client's next request finds no session. */
    @POST
    @Path("{id}/end")
    public Response end(@PathParam("tenant") String tenant, @PathParam("id") String id,
            @FormParam("_csrf") String csrf, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        String path = "/tenants/" + GatewayAdmin.segment(tenant) + "/sessions";
        admin.send(session, "DELETE", path + "/" + GatewayAdmin.segment(id), null);
        return Pages.seeOther(path);
    }
}
