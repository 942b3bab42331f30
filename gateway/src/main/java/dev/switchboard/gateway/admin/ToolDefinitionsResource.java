package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.sessionstore.review.Acceptance;
import dev.switchboard.sessionstore.review.DefinitionReviews;

/**
 * Tool definitions held back for review (an upstream MCP server behind mcp-bridge-service changed a tool after it was
 * pinned), the acceptances not applied yet, and the pins of upstreams no longer served. A digest is accepted for the
 * tools holding it back now, each by service, upstream and tool: exactly the reviewed definition of exactly those tools
 * is let through, by every replica of the service, at its next recheck; the same definition offered later by another
 * upstream waits for a review of its own.
 */
@Path("/admin/v1/tool-definitions")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tool definitions")
public class ToolDefinitionsResource {

    private static final Pattern DIGEST = Pattern.compile("sha256:[0-9a-f]{64}");

    private final DefinitionReviews reviews;
    private final UpstreamRemnants remnants;
    private final AuditLog audit;
    private final ObjectMapper json;

    ToolDefinitionsResource(DefinitionReviews reviews, UpstreamRemnants remnants, AuditLog audit, ObjectMapper json) {
        this.reviews = reviews;
        this.remnants = remnants;
        this.audit = audit;
        this.json = json;
    }

    @GET
    @Path("pending")
    @Operation(summary = "Definitions held back now: service, upstream, tool, pinnedDigest, offeredDigest, heldBackAt, "
            + "pinnedDefinition and definition (name, description, inputSchema, outputSchema; ui and view for a tool "
            + "with a view)")
    public List<JsonNode> pending() throws IOException {
        List<JsonNode> pending = new ArrayList<>();
        for (String review : reviews.pending().values()) {
            pending.add(json.readTree(review));
        }
        return pending;
    }

    @GET
    @Path("accepted")
    @Operation(summary = "Acceptances not applied yet: service, upstream, tool, digest, acceptedAt, acceptedBy")
    public List<ObjectNode> accepted() {
        return reviews.acceptances().stream().map(this::shown).toList();
    }

    @PUT
    @Path("accepted/{digest}")
    @Operation(summary = "Accepts a digest for the tools holding it back now (narrowed by service, upstream, tool)")
    public ObjectNode accept(@PathParam("digest") String digest, @QueryParam("service") String service,
            @QueryParam("upstream") String upstream, @QueryParam("tool") String tool,
            @Context ContainerRequestContext request) throws IOException {
        requireDigest(digest);
        String actor = TenantsResource.actor(request);
        List<Map<String, String>> accepted = new ArrayList<>();
        boolean fresh = false;
        for (Map.Entry<String, String> held : reviews.pending().entrySet()) {
            JsonNode review = json.readTree(held.getValue());
            if (digest.equals(review.path("offeredDigest").asText()) && matches(review, service, upstream, tool)) {
                Held named = Held.of(held.getKey(), review);
                fresh |= reviews.accept(new Acceptance(named.service(), named.name(), digest, Instant.now(), actor));
                accepted.add(named.shown());
            }
        }
        if (accepted.isEmpty()) {
            throw AdminErrors.notFound("No definition held back now offers " + digest + narrowing(service, upstream,
                    tool) + "; GET /admin/v1/tool-definitions/pending lists what is. A digest is accepted for the tools "
                    + "that hold it back, never for others that may offer it later");
        }
        audit.record(null, null, "admin.definition.accept", Map.of("digest", digest, "actor", actor, "for", accepted));
        ObjectNode answer = json.createObjectNode().put("digest", digest).put("accepted", true)
                .put("alreadyAccepted", !fresh);
        answer.set("for", json.valueToTree(accepted));
        return answer;
    }

    @DELETE
    @Path("accepted/{digest}")
    @Operation(summary = "Withdraws acceptances of a digest not applied yet (an applied one stays pinned)")
    public Response withdraw(@PathParam("digest") String digest, @QueryParam("service") String service,
            @QueryParam("upstream") String upstream, @QueryParam("tool") String tool,
            @Context ContainerRequestContext request) {
        requireDigest(digest);
        List<Map<String, String>> withdrawn = new ArrayList<>();
        for (Acceptance acceptance : reviews.acceptances()) {
            ObjectNode shown = shown(acceptance);
            if (acceptance.digest().equals(digest) && matches(shown, service, upstream, tool)
                    && reviews.withdraw(acceptance.service(), acceptance.name())) {
                withdrawn.add(Map.of("service", acceptance.service(), "upstream", shown.path("upstream").asText(),
                        "tool", shown.path("tool").asText()));
            }
        }
        if (withdrawn.isEmpty()) {
            throw AdminErrors.notFound("Digest " + digest + " is not accepted" + narrowing(service, upstream, tool)
                    + " (or was applied already: an applied one stays pinned)");
        }
        audit.record(null, null, "admin.definition.withdraw", Map.of("digest", digest, "actor",
                TenantsResource.actor(request), "for", withdrawn));
        return Response.noContent().build();
    }

    @DELETE
    @Path("pinned/{service}/{upstream}")
    @Operation(summary = "Forgets the pins, reviews and acceptances of an upstream no longer served (one removed from "
            + "an upstreams file); 409 while it is served")
    public ObjectNode forget(@PathParam("service") String service, @PathParam("upstream") String upstream,
            @Context ContainerRequestContext request) {
        UpstreamRemnants.Forgotten forgotten = remnants.forgetUnused(service, upstream);
        audit.record(null, null, "admin.definition.forget", Map.of("service", service, "upstream", upstream, "actor",
                TenantsResource.actor(request), "pins", forgotten.pins(), "reviews", forgotten.reviews()));
        return json.createObjectNode().put("service", service).put("upstream", upstream)
                .put("pinsForgotten", forgotten.pins()).put("reviewsForgotten", forgotten.reviews());
    }

    /** An acceptance as the API shows it: the bridge's name {@code UPSTREAM/TOOL} as upstream and tool. */
    private ObjectNode shown(Acceptance acceptance) {
        int slash = acceptance.name().indexOf('/');
        ObjectNode shown = json.createObjectNode().put("service", acceptance.service())
                .put("upstream", slash < 0 ? null : acceptance.name().substring(0, slash))
                .put("tool", slash < 0 ? acceptance.name() : acceptance.name().substring(slash + 1))
                .put("digest", acceptance.digest());
        shown.put("acceptedAt", acceptance.acceptedAt() == null ? null : acceptance.acceptedAt().toString());
        shown.put("acceptedBy", acceptance.acceptedBy());
        return shown;
    }

    /** A held-back definition: the service and name its review is kept under ({@code SERVICE/NAME}). */
    private record Held(String service, String name, String upstream, String tool) {

        static Held of(String field, JsonNode review) {
            int slash = field.indexOf('/');
            return new Held(field.substring(0, slash), field.substring(slash + 1), review.path("upstream").asText(),
                    review.path("tool").asText());
        }

        Map<String, String> shown() {
            Map<String, String> shown = new LinkedHashMap<>();
            shown.put("service", service);
            shown.put("upstream", upstream);
            shown.put("tool", tool);
            return shown;
        }
    }

    private static boolean matches(JsonNode named, String service, String upstream, String tool) {
        return (service == null || service.equals(named.path("service").asText()))
                && (upstream == null || upstream.equals(named.path("upstream").asText()))
                && (tool == null || tool.equals(named.path("tool").asText()));
    }

    private static String narrowing(String service, String upstream, String tool) {
        List<String> parts = new ArrayList<>();
        if (service != null) {
            parts.add("service " + service);
        }
        if (upstream != null) {
            parts.add("upstream " + upstream);
        }
        if (tool != null) {
            parts.add("tool " + tool);
        }
        return parts.isEmpty() ? "" : " for " + String.join(", ", parts);
    }

    private static void requireDigest(String digest) {
        if (!DIGEST.matcher(digest).matches()) {
            throw AdminErrors.badRequest("digest",
                    "A digest is 'sha256:' and 64 lower-case hex digits, as the offeredDigest of "
                            + "GET /admin/v1/tool-definitions/pending shows; '" + digest + "' is not one");
        }
    }
}
