package dev.switchboard.memory.tools;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;
import dev.switchboard.contract.kit.ServiceCompletions;
import dev.switchboard.memory.record.MemoryUri;
import dev.switchboard.memory.space.Memories;

/** Completes {@code session_id} (of the prompt and both templates) with the caller's tenant's spaces. */
@ApplicationScoped
public class MemoryCompletions implements ServiceCompletions {

    private final Memories memories;

    MemoryCompletions(Memories memories) {
        this.memories = memories;
    }

    @Override
    public CompletionResult complete(CompletionRequest request) {
        boolean ours = switch (request.refType()) {
            case "ref/prompt" -> request.ref().equals(CollaboratePrompt.NAME);
            case "ref/resource" -> request.ref().equals(MemoryUri.SPACE_TEMPLATE)
                    || request.ref().equals(MemoryUri.RECORD_TEMPLATE);
            default -> false;
        };
        if (!ours || !request.argumentName().equals(MemorySchemas.SESSION_ID)) {
            return CompletionResult.of(List.of());
        }
        return CompletionResult.of(memories.spaces(Caller.of(request.context()).tenant(), MemoryResources.LISTED_SPACES)
                .stream().map(space -> space.space()).filter(space -> space.startsWith(request.value())).toList());
    }
}
