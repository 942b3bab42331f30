package dev.switchboard.memory.tools;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.space.Found;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.search.RankingMode;

/** {@code query_memory}: the memories of a space that best match a query, by meaning and by words. */
@ApplicationScoped
public class QueryMemoryTool implements ServiceTool {

    static final String NAME = "query_memory";
    static final int MAX_QUERY_LENGTH = 4000;

    private final Memories memories;
    private final ObjectMapper json;
    private final MemoryConfig.Search search;
    private final ToolDescriptor descriptor;

    QueryMemoryTool(Memories memories, ObjectMapper json, MemoryConfig config) {
        this.memories = memories;
        this.json = json;
        this.search = config.search();
        this.descriptor = describe(config);
    }

    private static ToolDescriptor describe(MemoryConfig config) {
        ObjectNode schema = MemorySchemas.object();
        ObjectNode properties = MemorySchemas.properties(schema);
        properties.putObject("query").put("type", "string").put("minLength", 1).put("maxLength", MAX_QUERY_LENGTH)
                .put("pattern", "\\S")
                .put("description", "What to look for, in any words and any language: memories are found by "
                        + "meaning and by shared words");
        MemorySchemas.sessionId(schema, "The shared space to search");
        MemorySchemas.tags(schema, config.limits().maxTags(), "Only memories carrying every one of these tags");
        properties.putObject("limit").put("type", "integer").put("minimum", 1)
                .put("maximum", config.search().maxLimit())
                .put("description", "Most results (default " + config.search().defaultLimit() + ")");
        MemorySchemas.type(schema, "Only memories of this type");
        ObjectNode mode = properties.putObject("mode").put("type", "string")
                .put("description", "hybrid (default): meaning and words fused; semantic: meaning only; "
                        + "keyword: words only (BM25)");
        ArrayNode modes = mode.putArray("enum");
        for (RankingMode rankingMode : RankingMode.values()) {
            modes.add(rankingMode.wireName());
        }
        MemorySchemas.require(schema, "query", MemorySchemas.SESSION_ID);
        return MemorySchemas.tool(NAME, "Query memories",
                "Finds the memories of a shared space that match a query by meaning (\"user authentication\" finds "
                        + "\"login flow uses OAuth tokens\") and by words, best first, each with a score and "
                        + "whether it matched semantically, by keyword or both.",
                schema, true, false, true);
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        ObjectNode arguments = call.arguments();
        SpaceKey space = Caller.spaceOf(call);
        String query = arguments.path("query").asText();
        Optional<MemoryType> type = MemoryType.from(arguments.path("type").asText(null));
        List<String> tags = SaveMemoryTool.tags(arguments);
        int limit = arguments.path("limit").asInt(search.defaultLimit());
        RankingMode mode = RankingMode.from(arguments.path("mode").asText(null)).orElse(RankingMode.HYBRID);

        List<Found> found = memories.query(space, query, type, tags, limit, mode);
        ObjectNode result = json.createObjectNode().put("session_id", space.space()).put("query", query)
                .put("mode", mode.wireName());
        ArrayNode results = result.putArray("results");
        found.forEach(hit -> results.add(FoundJson.of(hit, json)));
        return ToolResult.structured(result);
    }
}
