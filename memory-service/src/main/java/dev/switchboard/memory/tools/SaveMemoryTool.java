package dev.switchboard.memory.tools;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.memory.record.MemoryType;
import dev.switchboard.memory.record.SearchableText;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;

/** {@code save_memory}: stores code, a decision or a note in a shared space and announces the change. */
@ApplicationScoped
public class SaveMemoryTool implements ServiceTool {

    static final String NAME = "save_memory";

    private final Memories memories;
    private final ObjectMapper json;
    private final long maxRecordBytes;
    private final ToolDescriptor descriptor;

    SaveMemoryTool(Memories memories, ObjectMapper json, MemoryConfig config) {
        this.memories = memories;
        this.json = json;
        this.maxRecordBytes = config.limits().maxRecordSize().asLongValue();
        this.descriptor = describe(config.limits().maxTags());
    }

    private static ToolDescriptor describe(int maxTags) {
        ObjectNode schema = MemorySchemas.object();
        ObjectNode content = MemorySchemas.properties(schema).putObject("content").put("type", "object")
                .put("description", "What to remember, as a JSON object, e.g. {\"text\": \"…\"} or {\"language\": "
                        + "\"java\", \"code\": \"…\"}. Every string in it is searchable; it needs at least one (or a "
                        + "tag).");
        content.putArray("examples").addObject().put("text", "The login flow uses OAuth tokens");
        MemorySchemas.type(schema, "code, decision or note");
        MemorySchemas.tags(schema, maxTags, "Labels to filter queries by");
        MemorySchemas.sessionId(schema, "The shared space to save into; agents that use the same name share it. "
                + "Default: the caller's MCP session (required without one).");
        MemorySchemas.require(schema, "content", "type");
        return MemorySchemas.tool(NAME, "Save a memory",
                "Saves code, a decision or a note to a memory space shared with other agents. Returns its id and its "
                        + "memory:// URI; subscribers of the space are notified.",
                schema, false, false, false);
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        ObjectNode arguments = call.arguments();
        SpaceKey space = Caller.spaceOf(call);
        ObjectNode content = (ObjectNode) arguments.get("content");
        long size = content.toString().getBytes(StandardCharsets.UTF_8).length;
        if (size > maxRecordBytes) {
            throw ContractException.invalidParams("'content' is " + size + " bytes of JSON, over the limit of "
                    + maxRecordBytes + " bytes per memory (memory.limits.max-record-size)",
                    ((ObjectNode) Caller.violation("content", "maxBytes")).put("limit", maxRecordBytes)
                            .put("actual", size));
        }
        if (SearchableText.of(content, tags(arguments)).isEmpty()) {
            throw ContractException.invalidParams("'content' holds no words and the memory has no tags: memories are "
                    + "found by their words, so give at least one non-empty string, e.g. {\"text\": \"…\"}",
                    Caller.violation("content", "words"));
        }
        MemoryType type = MemoryType.from(arguments.path("type").asText()).orElseThrow();
        return switch (memories.save(space, type, tags(arguments), content, call.context().subject())) {
            case Memories.Saving.Saved saved -> {
                ObjectNode result = json.createObjectNode().put("id", saved.record().id())
                        .put("uri", saved.record().uri()).put("session_id", space.space())
                        .put("count", saved.count());
                result.set("record", json.valueToTree(saved.record()));
                yield ToolResult.structured(result);
            }
            case Memories.Saving.Refused refused -> ToolResult.error("Memory space '" + space.space() + "' is full: "
                    + "it holds " + refused.count() + " memories, the most one space may hold (" + refused.limit()
                    + "). Delete memories that are no longer needed with delete_memory, or save to another "
                    + "session_id.");
        };
    }

    static List<String> tags(JsonNode arguments) {
        List<String> tags = new ArrayList<>();
        arguments.path("tags").forEach(tag -> tags.add(tag.asText()));
        return tags;
    }
}
