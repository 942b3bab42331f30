package dev.switchboard.memory.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.PromptCall;
import dev.switchboard.contract.kit.ServicePrompt;
import dev.switchboard.memory.space.Found;
import dev.switchboard.memory.space.Memories;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.search.RankingMode;

/**
 * {@code collaborate}: puts another agent's output next to the memories of the space that relate to it (found with the
 * same search as {@code query_memory}), each embedded as its {@code memory://} resource, and asks the model to build
 * on both.
 */
@ApplicationScoped
public class CollaboratePrompt implements ServicePrompt {

    static final String NAME = "collaborate";
    static final String OUTPUT = "other_agent_output";
    static final int DEFAULT_MEMORIES = 5;
    static final int MAX_MEMORIES = 20;

    private final Memories memories;
    private final ObjectMapper json;

    CollaboratePrompt(Memories memories, ObjectMapper json) {
        this.memories = memories;
        this.json = json;
    }

    @Override
    public PromptDescriptor descriptor() {
        return PromptDescriptor.of(NAME,
                "Continue another agent's work: shows its output together with the relevant memories of the shared "
                        + "space, so the model can build on both.",
                List.of(new PromptArgument(OUTPUT, "Other agent's output", "What the other agent produced", true),
                        new PromptArgument(MemorySchemas.SESSION_ID, "Shared space",
                                "The shared memory space (default: the caller's MCP session)", false),
                        new PromptArgument("limit", "Memories", "How many relevant memories to include (default "
                                + DEFAULT_MEMORIES + ", at most " + MAX_MEMORIES + ")", false)));
    }

    @Override
    public PromptResult get(PromptCall call) {
        String output = call.arguments().get(OUTPUT);
        if (output == null || output.isBlank()) {
            throw ContractException.invalidParams("Invalid arguments for prompt '" + NAME + "': '" + OUTPUT
                    + "' is empty");
        }
        SpaceKey space = Caller.of(call.context()).space(call.arguments().get(MemorySchemas.SESSION_ID));
        int limit = limit(call.arguments().get("limit"));
        List<Found> relevant = memories.query(space, clip(output), Optional.empty(), List.of(), limit,
                RankingMode.HYBRID);

        List<PromptMessage> messages = new ArrayList<>();
        messages.add(PromptMessage.user(Content.text("""
                You are working on a shared task together with other agents. Another agent produced this output:

                <other_agent_output>
                %s
                </other_agent_output>

                %s""".formatted(output, relevant.isEmpty()
                ? "The shared memory space '" + space.space() + "' holds nothing related to it yet."
                : "These are the memories of the shared space '" + space.space() + "' that relate to it, most "
                        + "relevant first. Each one is a JSON record with its type (code, decision or note), "
                        + "tags, content and who saved it when."))));
        for (Found found : relevant) {
            messages.add(PromptMessage.user(Content.resource(ResourceContents.text(found.record().uri(),
                    MemoryResources.MIME_TYPE, json.valueToTree(found.record()).toString()))));
        }
        messages.add(PromptMessage.user(Content.text("""
                Continue the work from the other agent's output. Keep to the decisions recorded in the shared \
                memory unless you say why one must change, reuse the code saved there rather than rewriting it, and \
                point out where the output contradicts a memory. Save new decisions, code and notes with \
                save_memory (session_id "%s") so the other agents can build on them.""".formatted(space.space()))));
        return new PromptResult.Complete("Continue another agent's work with the shared memory of '"
                + space.space() + "'", messages);
    }

    private static int limit(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT_MEMORIES;
        }
        try {
            int limit = Integer.parseInt(value.strip());
            if (limit >= 1 && limit <= MAX_MEMORIES) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ContractException.invalidParams("Invalid arguments for prompt '" + NAME + "': 'limit' must be a whole "
                + "number from 1 to " + MAX_MEMORIES + ": " + value);
    }

    private static String clip(String output) {
        return output.length() <= QueryMemoryTool.MAX_QUERY_LENGTH ? output
                : output.substring(0, QueryMemoryTool.MAX_QUERY_LENGTH);
    }
}
