package dev.switchboard.console;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/**
 * Tool definitions an upstream MCP server changed after they were pinned, held back until the operator accepts the new
 * one by its digest, for that tool of that upstream alone; one left alone stays blocked.
 */
@Path("/definitions")
public class DefinitionsPage {

    private final GatewayAdmin admin;
    private final ObjectMapper json;
    private final Template definitions;

    DefinitionsPage(GatewayAdmin admin, ObjectMapper json, @Location("definitions.html") Template definitions) {
        this.admin = admin;
        this.json = json;
        this.definitions = definitions;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@Context ContainerRequestContext request) throws Exception {
        ConsoleSession session = ConsoleGuard.session(request);
        List<Map<String, Object>> pending = new ArrayList<>();
        for (JsonNode review : admin.get(session, "/tool-definitions/pending")) {
            pending.add(Map.of("service", review.path("service").asText(""), "upstream",
                    review.path("upstream").asText(""), "tool", review.path("tool").asText(""), "pinnedDigest",
                    review.path("pinnedDigest").asText(""), "offeredDigest", review.path("offeredDigest").asText(""),
                    "heldBackAt", review.path("heldBackAt").asText(""), "lines",
                    DefinitionDiff.lines(json, review.path("pinnedDefinition"), review.path("definition"))));
        }
        List<String> accepted = new ArrayList<>();
        admin.get(session, "/tool-definitions/accepted").forEach(acceptance -> accepted.add(acceptance.path("digest")
                .asText() + " for " + acceptance.path("tool").asText() + " of " + acceptance.path("upstream").asText()
                + " (" + acceptance.path("service").asText() + ")"));
        return definitions.data("session", session).data("pending", pending).data("accepted", accepted);
    }

    @POST
    @Path("accept")
    public Response accept(@FormParam("_csrf") String csrf, @FormParam("digest") String digest,
            @FormParam("service") String service, @FormParam("upstream") String upstream,
            @FormParam("tool") String tool, @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.requireCsrf(request, csrf);
        admin.send(session, "PUT", "/tool-definitions/accepted/" + GatewayAdmin.segment(digest == null ? "" : digest)
                + "?service=" + query(service) + "&upstream=" + query(upstream) + "&tool=" + query(tool), null);
        return Pages.seeOther("/definitions");
    }

    private static String query(String value) {
        return URLEncoder.encode(value == null ? "" : value, StandardCharsets.UTF_8);
    }
}
