package dev.switchboard.memory.tools;

import java.util.Optional;

import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.Tool;
import dev.switchboard.contract.kit.ToolArg;
import dev.switchboard.contract.kit.ToolBean;
import dev.switchboard.memory.record.MemoryIds;
import dev.switchboard.memory.record.MemoryUri;
import dev.switchboard.memory.record.SpaceName;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;

/**
 * {@code delete_memory}: removes one memory. {@code id} is the memory's id (its space: {@code session_id}, else the
 * caller's session) or its {@code memory://} URI, which names the space itself. Never cached by the gateway, as no
 * tool of this service is: memories change.
 */
@ToolBean
public class DeleteMemoryTool {

    private final Memories memories;
    private final ObjectMapper json;

    DeleteMemoryTool(Memories memories, ObjectMapper json) {
        this.memories = memories;
        this.json = json;
    }

    @Tool(name = "delete_memory", title = "Delete a memory", description = "Deletes one memory from a shared space; subscribers of the space are notified.", idempotent = true, openWorld = false, cacheTtlMs = 0)
    public ToolResult delete(
            @ToolArg(description = "The memory's id, or its memory://{session_id}/{id} URI") @Size(min = 1, max = 200) String id,
            @ToolArg(name = MemorySchemas.SESSION_ID, description = "The space the memory is in, when id is not a URI. "
                    + "Default: the caller's MCP session.") @Pattern(regexp = SpaceName.CHARACTERS) Optional<String> sessionId,
            CallContext context) {
        Caller caller = Caller.of(context);
        Optional<MemoryUri> uri = MemoryUri.parse(id).filter(parsed -> !parsed.isSpace());
        SpaceKey space = caller.space(uri.map(MemoryUri::sessionId).or(() -> sessionId).orElse(null));
        String memoryId = uri.map(MemoryUri::id).orElse(id);
        if (!MemoryIds.isWellFormed(memoryId)) {
            throw ContractException.invalidParams("'id' must be a memory id (26 characters, as save_memory returns) "
                    + "or a memory://{session_id}/{id} URI: " + id, Caller.violation("id", "format"));
        }
        if (!memories.delete(space, memoryId)) {
            return ToolResult.error("No memory '" + memoryId + "' in space '" + space.space() + "' (already deleted, "
                    + "expired, or saved to another session_id).");
        }
        return ToolResult.structured(json.createObjectNode().put("deleted", true).put("id", memoryId)
                .put("uri", MemoryUri.record(space.space(), memoryId)).put("session_id", space.space()));
    }
}
