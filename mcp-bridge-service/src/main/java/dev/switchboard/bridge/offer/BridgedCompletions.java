package dev.switchboard.bridge.offer;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.relay.Outcome;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.bridge.upstream.Upstreams;
import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceCompletions;
import io.modelcontextprotocol.spec.McpSchema;

/** Completion of bridged prompt and resource-template arguments, asked of the upstream that owns them. */
@ApplicationScoped
public class BridgedCompletions implements ServiceCompletions {

    private final BridgedOfferings offerings;
    private final Upstreams upstreams;

    BridgedCompletions(BridgedOfferings offerings, Upstreams upstreams) {
        this.offerings = offerings;
        this.upstreams = upstreams;
    }

    @Override
    public CompletionResult complete(CompletionRequest request) {
        UpstreamConnection upstream;
        McpSchema.CompleteReference reference;
        if ("ref/prompt".equals(request.refType())) {
            BridgedPrompt prompt = offerings.prompt(request.ref())
                    .orElseThrow(() -> ContractException.unknown("prompt", request.ref()));
            upstream = prompt.upstream();
            reference = new McpSchema.PromptReference(prompt.upstreamPrompt());
        } else {
            ResourceUris.Located located = ResourceUris.locate(request.ref())
                    .orElseThrow(() -> ContractException.unknown("resource template", request.ref()));
            upstream = upstreams.named(located.upstream())
                    .orElseThrow(() -> ContractException.unknown("resource template", request.ref()));
            reference = new McpSchema.ResourceReference(located.uri());
        }
        if (!upstream.catalogue().completions()) {
            return CompletionResult.of(List.of());
        }
        JsonNode result;
        try {
            result = upstream.complete(reference, request.argumentName(), request.value(),
                    request.resolvedArguments()).block(upstream.spec().callTimeout());
        } catch (RuntimeException e) {
            throw UpstreamErrors.of(new Outcome.Failed("Upstream '" + upstream.name() + "' failed to complete: "
                    + e.getMessage(), e), null);
        }
        JsonNode completion = result == null ? null : result.get("completion");
        if (completion == null) {
            return CompletionResult.of(List.of());
        }
        List<String> values = new java.util.ArrayList<>();
        completion.path("values").forEach(value -> values.add(value.asText()));
        return new CompletionResult(values.size() > 100 ? values.subList(0, 100) : values,
                completion.hasNonNull("total") ? completion.get("total").asInt() : null,
                completion.hasNonNull("hasMore") ? completion.get("hasMore").asBoolean() : null);
    }
}
