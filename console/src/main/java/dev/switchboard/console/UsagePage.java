package dev.switchboard.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * A tenant's tool usage over time, for chargeback: the totals per tool over the last 24 hours or 30 days, and each
 * hour's or day's calls per tool, with a bar per bucket.
 */
@Path("/tenants/{tenant}/usage")
public class UsagePage {

    private final GatewayAdmin admin;
    private final Template usage;

    UsagePage(GatewayAdmin admin, @Location("usage.html") Template usage) {
        this.admin = admin;
        this.usage = usage;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page(@PathParam("tenant") String tenant, @QueryParam("step") String step,
            @Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        String chosen = "day".equals(step) ? "day" : "hour";
        JsonNode history = admin.get(session,
                "/tenants/" + GatewayAdmin.segment(tenant) + "/usage/history?step=" + chosen);
        List<Map<String, Object>> totals = new ArrayList<>();
        history.path("totals").properties().forEach(tool -> totals.add(row(tool.getKey(), tool.getValue())));
        List<Map<String, Object>> buckets = new ArrayList<>();
        long most = 1;
        for (JsonNode bucket : history.path("buckets")) {
            long calls = 0;
            List<Map<String, Object>> tools = new ArrayList<>();
            for (Map.Entry<String, JsonNode> tool : bucket.path("tools").properties()) {
                tools.add(row(tool.getKey(), tool.getValue()));
                calls += tool.getValue().path("calls").asLong();
            }
            most = Math.max(most, calls);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("start", bucket.path("start").asText());
            row.put("calls", calls);
            row.put("tools", tools);
            buckets.add(row);
        }
        return usage.data("session", session).data("tenant", tenant).data("step", chosen)
                .data("from", history.path("from").asText()).data("to", history.path("to").asText())
                .data("totals", totals).data("buckets", buckets).data("most", most);
    }

    /** The same buckets as CSV, one line per bucket and tool, for a chargeback spreadsheet. */
    @GET
    @Path("export")
    @Produces("text/csv")
    public Response export(@PathParam("tenant") String tenant, @QueryParam("step") String step,
            @Context ContainerRequestContext request) {
        String chosen = "day".equals(step) ? "day" : "hour";
        JsonNode history = admin.get(ConsoleGuard.session(request),
                "/tenants/" + GatewayAdmin.segment(tenant) + "/usage/history?step=" + chosen);
        StringBuilder csv = new StringBuilder("tenant,start,tool,calls,errors,cached,mean_ms\n");
        for (JsonNode bucket : history.path("buckets")) {
            bucket.path("tools").properties().forEach(tool -> csv.append(String.join(",", quoted(tenant),
                    bucket.path("start").asText(), quoted(tool.getKey()), tool.getValue().path("calls").asText(),
                    tool.getValue().path("errors").asText(), tool.getValue().path("cached").asText(),
                    tool.getValue().path("meanMs").asText(""))).append('\n'));
        }
        return Response.ok(csv.toString()).header("Content-Disposition", "attachment; filename=\"usage-"
                + tenant.replaceAll("[^A-Za-z0-9._-]", "_") + "-" + chosen + ".csv\"").build();
    }

    /** A CSV field (RFC 4180): quoted, its quotes doubled; a leading formula character is neutralised. */
    private static String quoted(String value) {
        String safe = value.matches("^[=+\\-@].*") ? "'" + value : value;
        return '"' + safe.replace("\"", "\"\"") + '"';
    }

    private static Map<String, Object> row(String tool, JsonNode measures) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("tool", tool);
        row.put("calls", measures.path("calls").asLong());
        row.put("errors", measures.path("errors").asLong());
        row.put("cached", measures.path("cached").asLong());
        row.put("meanMs", measures.has("meanMs") ? measures.path("meanMs").asText() : "–");
        return row;
    }
}
