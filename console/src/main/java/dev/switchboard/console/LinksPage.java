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

/**
 * The accounts a tenant's users linked at upstreams (which user, which upstream, since when; never a token), each
 * removable: the user's tools at that upstream then ask them to link it again.
 */
@Path("/tenants/{tenant}/links")
public class LinksPage {

    private final GatewayAdmin admin;
    private final Template links;

    LinksPage(GatewayAdmin admin, @Location("links.html") Template links) {
        this.admin = admin;
        this.links = links;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (JsonNode link : admin.get(session, "/tenants/" + GatewayAdmin.segment(tenant) + "/links")) {
            rows.add(Map.of("subject", link.path("subject").asText(), "upstream", link.path("upstream").asText(),
                    "linkedAt", link.path("linkedAt").asText(), "expiresAt", link.path("expiresAt").asText("–"),
                    "refreshable", link.path("refreshable").asBoolean()));
        }
        return links.data("session", session).data("tenant", tenant).data("links", rows);
    }

    /** Removes one user's link to one upstream through the admin API (audited there as {@code link.removed}). */
    @POST
    @Path("remove")
    public Response remove(@PathParam("tenant") String tenant, @FormParam("subject") String subject,
            @FormParam("upstream") String upstream, @FormParam("_csrf") String csrf,
            @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        if (subject == null || subject.isBlank() || upstream == null || upstream.isBlank()) {
            throw new AdminFailure(400, "Choose the link to remove: its user and its upstream");
        }
        String path = "/tenants/" + GatewayAdmin.segment(tenant) + "/links";
        admin.send(session, "DELETE", path + "?subject=" + GatewayAdmin.segment(subject) + "&upstream="
                + GatewayAdmin.segment(upstream), null);
        return Pages.seeOther(path);
    }
}
