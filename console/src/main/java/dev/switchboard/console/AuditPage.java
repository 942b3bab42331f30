package dev.switchboard.console;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/**
 * A tenant's audit trail, newest first, filtered by subject, kind (a prefix such as {@code admin.}) and time; the same
 * selection exported as JSON lines.
 */
@Path("/tenants/{tenant}/audit")
public class AuditPage {

    private static final int NEWEST = 1000;

    private final GatewayAdmin admin;
    private final Template audit;

    AuditPage(GatewayAdmin admin, @Location("audit.html") Template audit) {
        this.admin = admin;
        this.audit = audit;
    }

    /** What the person filters on; blank fields do not filter. */
    record Filter(String subject, String kind, String since) {

        boolean keeps(JsonNode event) {
            if (subject != null && !subject.isBlank() && !subject.strip().equals(event.path("subject").asText())) {
                return false;
            }
            if (kind != null && !kind.isBlank() && !event.path("action").asText().startsWith(kind.strip())) {
                return false;
            }
            return since == null || since.isBlank() || !at(event).isBefore(sinceInstant());
        }

        /** The filter as a query string, each value encoded, so that what a person typed stays one value. */
        String query() {
            return "subject=" + encoded(subject) + "&kind=" + encoded(kind) + "&since=" + encoded(since);
        }

        private static String encoded(String value) {
            return value == null ? "" : GatewayAdmin.segment(value);
        }

        Instant sinceInstant() {
            try {
                String text = since.strip();
                return Instant.parse(text.length() == 16 ? text + ":00Z" : text.endsWith("Z") ? text : text + "Z");
            } catch (DateTimeParseException e) {
                throw new AdminFailure(400, "Since: a time such as 2026-11-27T16:00 (UTC), not '" + since + "'");
            }
        }

        private static Instant at(JsonNode event) {
            try {
                return Instant.parse(event.path("at").asText());
            } catch (DateTimeParseException e) {
                return Instant.EPOCH;
            }
        }
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @QueryParam("subject") String subject,
            @QueryParam("kind") String kind, @QueryParam("since") String since,
            @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        Filter filter = new Filter(subject, kind, since);
        List<Map<String, String>> rows = new ArrayList<>();
        for (JsonNode event : events(session, tenant, filter)) {
            rows.add(Map.of("at", event.path("at").asText(""), "action", event.path("action").asText(""), "subject",
                    event.path("subject").asText(""), "details", details(event)));
        }
        return audit.data("session", session).data("tenant", tenant).data("events", rows).data("subject",
                subject == null ? "" : subject).data("kind", kind == null ? "" : kind).data("since",
                        since == null ? "" : since)
                .data("exportHref", "/tenants/" + GatewayAdmin.segment(tenant) + "/audit/export?" + filter.query());
    }

    @GET
    @Path("export")
    @Produces("application/x-ndjson")
    public Response export(@PathParam("tenant") String tenant, @QueryParam("subject") String subject,
            @QueryParam("kind") String kind, @QueryParam("since") String since,
            @Context ContainerRequestContext request) {
        StringBuilder lines = new StringBuilder();
        for (JsonNode event : events(ConsoleGuard.session(request), tenant, new Filter(subject, kind, since))) {
            lines.append(event.toString()).append('\n');
        }
        return Response.ok(lines.toString()).header("Content-Disposition",
                "attachment; filename=\"audit-" + tenant.replaceAll("[^A-Za-z0-9._-]", "_") + ".jsonl\"").build();
    }

    private List<JsonNode> events(ConsoleSession session, String tenant, Filter filter) {
        List<JsonNode> kept = new ArrayList<>();
        for (JsonNode event : admin.get(session, "/tenants/" + GatewayAdmin.segment(tenant) + "/audit?limit=" + NEWEST)) {
            if (filter.keeps(event)) {
                kept.add(event);
            }
        }
        return kept;
    }

    /** The event's details as {@code key=value} pairs, for reading in a table cell. */
    private static String details(JsonNode event) {
        List<String> parts = new ArrayList<>();
        event.path("details").properties().forEach(field -> parts.add(field.getKey() + "="
                + (field.getValue().isTextual() ? field.getValue().asText() : field.getValue().toString())));
        return String.join(" ", parts);
    }
}
