package dev.switchboard.gateway.warmup;

import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ResultTypes;
import dev.switchboard.tuning.warmup.WarmupAddress;
import io.vertx.core.net.SocketAddress;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The warm-up tool's service, served by the gateway itself on {@value Warmup#PATH} while the warm-up runs (404 before
 * and after, and to anything but loopback): the internal contract's tool call, answered with the words of the text
 * counted. The warm-up's calls are forwarded here as to any service, so forwarding and reading a service's answer
 * are compiled too.
 */
@ApplicationScoped
class WarmupService {

    private final Warmup warmup;
    private final ObjectMapper json;

    WarmupService(Warmup warmup, ObjectMapper json) {
        this.warmup = warmup;
        this.json = json;
    }

    void install(@Observes Router router) {
        router.post(Warmup.PATH + InternalPaths.TOOLS + Warmup.TOOL)
                .handler(BodyHandler.create(false).setBodyLimit(64 * 1024)).handler(this::call);
    }

    private void call(RoutingContext ctx) {
        if (!warmup.serving() || !fromLoopback(ctx) || ctx.request().getHeader("Authorization") == null) {
            ctx.response().setStatusCode(404).end();
            return;
        }
        ObjectNode answer;
        try {
            answer = answer(json.readTree(ctx.body().buffer().getBytes()).path("arguments"));
        } catch (IOException | RuntimeException e) {
            ctx.response().setStatusCode(400).end();
            return;
        }
        ctx.response().putHeader("Content-Type", "application/json").end(answer.toString());
    }

    private static boolean fromLoopback(RoutingContext ctx) {
        SocketAddress remote = ctx.request().remoteAddress();
        return remote != null && WarmupAddress.isLoopback(remote.hostAddress());
    }

    /**
     * The words of the text counted, shaped as a typical structured tool result (nested objects, an array of objects,
     * whole and fractional numbers, the same JSON again as text), so that reading and writing such results is compiled.
     */
    private ObjectNode answer(JsonNode arguments) {
        String text = arguments.path("text").asText("");
        int top = arguments.path("top").asInt(5);
        Map<String, Integer> counts = new TreeMap<>();
        int letters = 0;
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty()) {
                counts.merge(word, 1, Integer::sum);
                letters += word.length();
            }
        }
        int words = counts.values().stream().mapToInt(Integer::intValue).sum();
        ObjectNode structured = json.createObjectNode();
        structured.putObject("statistics").put("wordCount", words).put("uniqueWordCount", counts.size())
                .put("characterCount", text.length())
                .put("averageWordLength", words == 0 ? 0 : Math.round(10.0 * letters / words) / 10.0);
        ArrayNode topWords = structured.putArray("topWords");
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer> comparingByValue().reversed()).limit(top)
                .forEach(entry -> topWords.addObject().put("word", entry.getKey()).put("count", entry.getValue()));
        structured.put("language", arguments.path("language").asText("auto")).put("confidence", 0.5);
        ObjectNode result = json.createObjectNode().put(ResultTypes.FIELD, ResultTypes.COMPLETE);
        result.putArray("content").addObject().put("type", "text").put("text", structured.toString());
        result.set("structuredContent", structured);
        return result;
    }
}
