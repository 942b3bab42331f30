package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Read-only: a tenant's tool usage over time, per tool, for chargeback: calls, errors, cache hits and the mean time of
 * answered calls, in hourly or daily buckets ({@link UsageHistory}).
 */
@Path("/admin/v1/tenants/{tenant}/usage/history")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "views")
public class UsageHistoryResource {

    /** The most buckets one request reads. */
    static final int MAX_BUCKETS = 800;

    private final UsageHistory history;
    private final ObjectMapper json;

    UsageHistoryResource(UsageHistory history, ObjectMapper json) {
        this.history = history;
        this.json = json;
    }

    @GET
    @Operation(summary = "The tenant's tool usage per bucket (step hour or day; from and to as ISO-8601 instants, by "
            + "default the last 24 hours or 30 days), oldest first, and the totals per tool: calls, errors "
            + "(tool errors and refusals), cached (cache hits), meanMs (of the answered calls)")
    public ObjectNode history(@PathParam("tenant") String tenant, @QueryParam("step") String stepText,
            @QueryParam("from") String fromText, @QueryParam("to") String toText) {
        UsageHistory.Step step = step(stepText);
        Instant to = instant("to", toText, Instant.now().truncatedTo(ChronoUnit.SECONDS));
        Instant from = instant("from", fromText,
                to.minus(step == UsageHistory.Step.HOUR ? Duration.ofHours(23) : Duration.ofDays(29)));
        if (from.isAfter(to)) {
            throw AdminErrors.badRequest("from", "from (" + from + ") is after to (" + to + ")");
        }
        if (step.index(to) - step.index(from) >= MAX_BUCKETS) {
            throw AdminErrors.badRequest("from", "at most " + MAX_BUCKETS + " buckets of one "
                    + step.name().toLowerCase(Locale.ROOT) + " at once: narrow from and to, or use step=day");
        }
        ObjectNode result = json.createObjectNode().put("tenant", tenant)
                .put("step", step.name().toLowerCase(Locale.ROOT)).put("from", from.toString()).put("to", to.toString());
        ArrayNode buckets = result.putArray("buckets");
        Map<String, Map<String, Long>> totals = new TreeMap<>();
        history.read(tenant, step, from, to).forEach((start, tools) -> {
            ObjectNode bucket = buckets.addObject().put("start", start.toString());
            ObjectNode byTool = bucket.putObject("tools");
            new TreeMap<>(tools).forEach((tool, measures) -> {
                byTool.set(tool, view(measures));
                measures.forEach((measure, amount) -> totals.computeIfAbsent(tool, t -> new TreeMap<>())
                        .merge(measure, amount, Long::sum));
            });
        });
        ObjectNode total = result.putObject("totals");
        totals.forEach((tool, measures) -> total.set(tool, view(measures)));
        return result;
    }

    private ObjectNode view(Map<String, Long> measures) {
        long answered = measures.getOrDefault("answered", 0L);
        ObjectNode view = json.createObjectNode().put("calls", measures.getOrDefault("calls", 0L))
                .put("errors", measures.getOrDefault("errors", 0L)).put("cached", measures.getOrDefault("cached", 0L));
        if (answered > 0) {
            view.put("meanMs", Math.round(measures.getOrDefault("micros", 0L) / (double) answered / 10) / 100.0);
        }
        return view;
    }

    private static UsageHistory.Step step(String text) {
        if (text == null || text.isBlank()) {
            return UsageHistory.Step.HOUR;
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "hour" -> UsageHistory.Step.HOUR;
            case "day" -> UsageHistory.Step.DAY;
            default -> throw AdminErrors.badRequest("step", "step: hour or day, not '" + text + "'");
        };
    }

    private static Instant instant(String name, String text, Instant otherwise) {
        if (text == null || text.isBlank()) {
            return otherwise;
        }
        try {
            return Instant.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw AdminErrors.badRequest(name, name + ": an ISO-8601 instant such as 2026-01-31T00:00:00Z, not '"
                    + text + "'");
        }
    }
}
