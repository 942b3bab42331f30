package dev.switchboard.memory.tools;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.memory.record.MemoryIds;
import dev.switchboard.memory.record.MemoryUri;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;

/**
 * {@code delete_memory}: removes one memory. {@code id} is the memory's id (its space: {@code session_id}, else the
 * caller's session) or its {@code memory://} URI, which names the space itself.
 */
@ApplicationScoped
public class DeleteMemoryTool implements ServiceTool {

    static final String NAME = "delete_memory";

    private final Memories memories;
    private final ObjectMapper json;
    private final ToolDescriptor descriptor;

    DeleteMemoryTool(Memories memories, ObjectMapper json) {
        this.memories = memories;
        this.json = json;
        ObjectNode schema = MemorySchemas.object();
        MemorySchemas.properties(schema).putObject("id").put("type", "string").put("minLength", 1)
                .put("maxLength", 200)
                .put("description", "The memory's id, or its memory://{session_id}/{id} URI");
        MemorySchemas.sessionId(schema, "The space the memory is in, when id is not a URI. Default: the caller's "
                + "MCP session.");
        MemorySchemas.require(schema, "id");
        this.descriptor = MemorySchemas.tool(NAME, "Delete a memory",
                "Deletes one memory from a shared space; subscribers of the space are notified.", schema, false, true,
                true);
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        String id = call.arguments().path("id").asText();
        Caller caller = Caller.of(call.context());
        Optional<MemoryUri> uri = MemoryUri.parse(id).filter(parsed -> !parsed.isSpace());
        SpaceKey space = uri.isPresent() ? caller.space(uri.get().sessionId()) : Caller.spaceOf(call);
        String memoryId = uri.map(MemoryUri::id).orElse(id);
        if (!MemoryIds.isWellFormed(memoryId)) {
            throw ContractException.invalidParams("'id' must be a memory id (26 characters, as save_memory returns) "
                    + "or a memory://{session_id}/{id} URI: " + id, Caller.violation("id", "format"));
        }
        if (!memories.delete(space, memoryId)) {
            return ToolResult.error("No memory '" + memoryId + "' in space '" + space.space() + "' (already deleted, "
                    + "expired, or saved to another session_id).");
        }
        ObjectNode result = json.createObjectNode().put("deleted", true).put("id", memoryId)
                .put("uri", MemoryUri.record(space.space(), memoryId)).put("session_id", space.space());
        return ToolResult.structured(result);
    }
}
