package dev.switchboard.memory.tools;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ResourceRead;
import dev.switchboard.contract.kit.ServiceResources;
import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.memory.record.MemoryUri;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;

/**
 * {@code memory://{session_id}} (a space: how many memories and the newest ones) for each space of the caller's
 * tenant, and {@code memory://{session_id}/{id}} (one memory). A space or memory of another tenant does not exist for
 * the caller: reading it is "resource not found", like a space that was never written.
 */
@ApplicationScoped
public class MemoryResources implements ServiceResources {

    static final String MIME_TYPE = "application/json";
    /** Newest memories shown when a space is read. */
    static final int RECENT = 50;
    /** Spaces listed per tenant, most recently saved to first. */
    static final int LISTED_SPACES = 500;

    private final Memories memories;
    private final ObjectMapper json;

    MemoryResources(Memories memories, ObjectMapper json) {
        this.memories = memories;
        this.json = json;
    }

    @Override
    public List<ResourceDescriptor> resources() {
        return List.of();
    }

    @Override
    public List<ResourceDescriptor> resources(CallContext context) {
        return memories.spaces(Caller.of(context).tenant(), LISTED_SPACES).stream()
                .map(space -> new ResourceDescriptor(MemoryUri.space(space.space()), space.space(),
                        "Shared memory: " + space.space(),
                        "Memories agents saved to space '" + space.space() + "' (last save " + space.lastSaved()
                                + "); newest first",
                        MIME_TYPE, null, null, null, null))
                .toList();
    }

    @Override
    public boolean callerDependent() {
        return true;
    }

    @Override
    public List<ResourceTemplateDescriptor> templates() {
        return List.of(
                ResourceTemplateDescriptor.of(MemoryUri.SPACE_TEMPLATE, "memory-space",
                        "A shared memory space: how many memories it holds and the newest " + RECENT, MIME_TYPE),
                ResourceTemplateDescriptor.of(MemoryUri.RECORD_TEMPLATE, "memory",
                        "One memory of a shared space", MIME_TYPE));
    }

    @Override
    public Optional<ResourceResult> read(ResourceRead read) {
        if (!read.uri().startsWith(MemoryUri.SCHEME)) {
            return Optional.empty();
        }
        MemoryUri uri = MemoryUri.parse(read.uri()).orElseThrow(() -> ContractException.resourceNotFound(read.uri()));
        SpaceKey space = Caller.of(read.context()).space(uri.sessionId());
        String text;
        if (uri.isSpace()) {
            Memories.Recent recent = memories.recent(space, RECENT);
            if (recent.count() == 0) {
                throw ContractException.resourceNotFound(read.uri());
            }
            ObjectNode contents = json.createObjectNode().put("session_id", space.space())
                    .put("count", recent.count());
            contents.set("memories", json.valueToTree(recent.memories()));
            text = contents.toString();
        } else {
            MemoryRecord record = memories.get(space, uri.id())
                    .orElseThrow(() -> ContractException.resourceNotFound(read.uri()));
            text = json.valueToTree(record).toString();
        }
        return Optional.of(ResourceResult.of(ResourceContents.text(read.uri(), MIME_TYPE, text)));
    }
}
