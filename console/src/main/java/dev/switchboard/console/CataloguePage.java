package dev.switchboard.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/** The catalogue as one tenant's clients see it: tools, prompts, resources and templates, with service and revision. */
@Path("/tenants/{tenant}/catalogue")
public class CataloguePage {

    private static final Map<String, String> KINDS = Map.of("tools", "name", "prompts", "name", "resources", "uri",
            "resourceTemplates", "uriTemplate");

    private final GatewayAdmin admin;
    private final Template catalogue;

    CataloguePage(GatewayAdmin admin, @Location("catalogue.html") Template catalogue) {
        this.admin = admin;
        this.catalogue = catalogue;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        JsonNode answer = admin.get(session, "/tenants/" + GatewayAdmin.segment(tenant) + "/catalogue");
        Map<String, List<Map<String, String>>> kinds = new LinkedHashMap<>();
        for (String kind : List.of("tools", "prompts", "resources", "resourceTemplates")) {
            List<Map<String, String>> rows = new ArrayList<>();
            for (JsonNode offering : answer.path(kind)) {
                String revision = offering.path("revision").asText("");
                rows.add(Map.of("id", offering.path(KINDS.get(kind)).asText(), "description",
                        offering.path("title").asText(offering.path("description").asText("")), "service",
                        offering.path("service").asText(""), "revision",
                        revision.length() > 19 ? revision.substring(0, 19) + "…" : revision));
            }
            kinds.put(kind, rows);
        }
        return catalogue.data("session", session).data("tenant", tenant).data("tools", kinds.get("tools"))
                .data("prompts", kinds.get("prompts")).data("resources", kinds.get("resources"))
                .data("templates", kinds.get("resourceTemplates"));
    }
}
