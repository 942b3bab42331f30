package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.sessionstore.review.DefinitionReviews;

/**
 * Tool definitions held back for review (an upstream MCP server behind mcp-bridge-service changed a tool after it was
 * pinned) and the digests an operator accepted. Accepting is by digest: exactly the reviewed definition is let
 * through, by every replica of the service that holds it, at its next recheck.
 */
@Path("/admin/v1/tool-definitions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tool definitions")
public class ToolDefinitionsResource {

    private static final Pattern DIGEST = Pattern.compile("sha256:[0-9a-f]{64}");

    private final DefinitionReviews reviews;
    private final AuditLog audit;
    private final ObjectMapper json;

    ToolDefinitionsResource(DefinitionReviews reviews, AuditLog audit, ObjectMapper json) {
        this.reviews = reviews;
        this.audit = audit;
        this.json = json;
    }

    @GET
    @Path("pending")
    @Operation(summary = "Definitions held back now: service, upstream, tool, pinned and offered digest, the new definition")
    public List<JsonNode> pending() throws IOException {
        List<JsonNode> pending = new ArrayList<>();
        for (String review : reviews.pending().values()) {
            pending.add(json.readTree(review));
        }
        return pending;
    }

    @GET
    @Path("accepted")
    @Operation(summary = "Every accepted digest")
    public List<String> accepted() {
        return reviews.acceptedDigests();
    }

    @PUT
    @Path("accepted/{digest}")
    @Operation(summary = "Accepts a held-back definition by its offered digest")
    public Map<String, Object> accept(@PathParam("digest") String digest, @Context ContainerRequestContext request) {
        requireDigest(digest);
        boolean fresh = reviews.accept(digest);
        audit.record(null, null, "admin.definition.accept", Map.of("digest", digest, "actor",
                TenantsResource.actor(request)));
        return Map.of("digest", digest, "accepted", true, "alreadyAccepted", !fresh);
    }

    @DELETE
    @Path("accepted/{digest}")
    @Operation(summary = "Withdraws an acceptance that has not been applied yet (an applied one stays pinned)")
    public Response withdraw(@PathParam("digest") String digest, @Context ContainerRequestContext request) {
        requireDigest(digest);
        if (!reviews.withdraw(digest)) {
            throw AdminErrors.notFound("Digest " + digest + " is not accepted");
        }
        audit.record(null, null, "admin.definition.withdraw", Map.of("digest", digest, "actor",
                TenantsResource.actor(request)));
        return Response.noContent().build();
    }

    private static void requireDigest(String digest) {
        if (!DIGEST.matcher(digest).matches()) {
            throw AdminErrors.badRequest("digest",
                    "A digest is 'sha256:' and 64 lower-case hex digits, as the offeredDigest of "
                            + "GET /admin/v1/tool-definitions/pending shows; '" + digest + "' is not one");
        }
    }
}
