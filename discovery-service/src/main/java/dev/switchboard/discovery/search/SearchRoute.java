package dev.switchboard.discovery.search;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.discovery.config.DiscoveryConfig;
import dev.switchboard.search.Match;
import dev.switchboard.search.RankingMode;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code POST /internal/v1/discovery/search}, for the gateway only (the kit's guard checks its internal token):
 *
 * <pre>
 * {"query": "…", "limit": 5, "tools": ["github_create_issue", …], "mode": "hybrid"}
 * → {"language": "pl", "tools": [{"name", "score", "matchedBy", "matchedWords"}, …]}
 * </pre>
 *
 * {@code tools} names the tools the caller may use; only they are found. A bad body answers 400 with the field to
 * fix, as every internal route does.
 */
@Singleton
public class SearchRoute {

    /** The route's path. */
    public static final String PATH = InternalPaths.ROOT + "/discovery/search";
    private static final int MAX_QUERY_CHARS = 1000;

    private final ToolFinder finder;
    private final DiscoveryConfig config;
    private final ObjectMapper json;
    private final ExecutorService executor;

    SearchRoute(ToolFinder finder, DiscoveryConfig config, ObjectMapper json,
            @VirtualThreads ExecutorService executor) {
        this.finder = finder;
        this.config = config;
        this.json = json;
        this.executor = executor;
    }

    void install(@Observes Router router) {
        router.post(PATH).handler(ctx -> executor.execute(() -> {
            try {
                answer(ctx);
            } catch (RuntimeException | Error e) {
                ctx.fail(e);
            }
        }));
    }

    private void answer(RoutingContext ctx) {
        JsonNode body;
        try {
            body = json.readTree(ctx.body().asString());
        } catch (JsonProcessingException e) {
            refuse(ctx, "The body is not JSON: " + e.getOriginalMessage());
            return;
        }
        JsonNode query = body == null ? null : body.path("query");
        if (query == null || !query.isTextual() || query.asText().isBlank()) {
            refuse(ctx, "\"query\" (the need in words) is required and must be a non-empty string");
            return;
        }
        if (query.asText().length() > MAX_QUERY_CHARS) {
            refuse(ctx, "\"query\" has " + query.asText().length() + " characters, at most " + MAX_QUERY_CHARS);
            return;
        }
        JsonNode limit = body.path("limit");
        if (!limit.isMissingNode() && (!limit.canConvertToExactIntegral() || limit.asInt() < 1
                || limit.asInt() > config.maxLimit())) {
            refuse(ctx, "\"limit\" must be an integer from 1 to " + config.maxLimit() + " (discovery.max-limit), not "
                    + limit);
            return;
        }
        JsonNode tools = body.path("tools");
        if (!tools.isArray() || !allText(tools)) {
            refuse(ctx, "\"tools\" (the names of the tools the caller may use) is required and must be an array of "
                    + "strings");
            return;
        }
        RankingMode mode = body.hasNonNull("mode") ? RankingMode.from(body.get("mode").asText()).orElse(null)
                : RankingMode.HYBRID;
        if (mode == null) {
            refuse(ctx, "\"mode\" must be hybrid, semantic or keyword, not " + body.get("mode"));
            return;
        }
        Set<String> among = new LinkedHashSet<>();
        tools.forEach(name -> among.add(name.asText()));
        ObjectNode answer = json.createObjectNode();
        if (among.isEmpty()) {
            answer.putArray("tools");
            write(ctx, 200, answer);
            return;
        }
        NeedRanking.Found found = finder.find(query.asText().strip(), among, limit.isMissingNode() ? 5 : limit.asInt(),
                mode);
        answer.put("language", found.need().language().code());
        ArrayNode list = answer.putArray("tools");
        for (Match match : found.tools()) {
            ObjectNode tool = list.addObject();
            tool.put("name", match.id());
            tool.put("score", Math.round(match.score() * 1000) / 1000.0);
            tool.put("matchedBy", match.matchedBy().wireName());
            match.terms().forEach(tool.withArray("matchedWords")::add);
        }
        write(ctx, 200, answer);
    }

    private static boolean allText(JsonNode array) {
        for (JsonNode item : array) {
            if (!item.isTextual()) {
                return false;
            }
        }
        return true;
    }

    private void refuse(RoutingContext ctx, String message) {
        ObjectNode error = json.createObjectNode().put("code", "invalid_request").put("message", message);
        write(ctx, 400, error);
    }

    private static void write(RoutingContext ctx, int status, JsonNode body) {
        ctx.response().setStatusCode(status).putHeader("content-type", "application/json").end(body.toString());
    }
}
