package dev.switchboard.gateway.dispatch;

import java.util.HashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;

/** {@code completion/complete}, routed to the service owning the prompt or resource template referenced. */
@ApplicationScoped
public class Completions {

    private final ToolCatalog catalog;
    private final ToolServiceClient services;
    private final ObjectMapper json;

    Completions(ToolCatalog catalog, ToolServiceClient services, ObjectMapper json) {
        this.catalog = catalog;
        this.services = services;
        this.json = json;
    }

    /** {@code completion/complete}: the {@code completion} object, from the service owning the reference. */
    public ObjectNode complete(RequestContext request, JsonNode ref, JsonNode argument, JsonNode resolved) {
        if (ref == null || !ref.isObject() || argument == null || !argument.path("name").isTextual()) {
            throw McpException
                    .invalidParams("completion/complete needs params.ref {type, name|uri} and params.argument {name, value}");
        }
        String type = ref.path("type").asText();
        CatalogSnapshot snapshot = catalog.snapshot();
        ServiceEndpoint owner;
        String target;
        switch (type) {
            case "ref/prompt" -> {
                target = ref.path("name").asText();
                owner = snapshot.prompt(target).map(CatalogEntry::service)
                        .orElseThrow(() -> McpException.invalidParams("Unknown prompt: " + target));
            }
            case "ref/resource" -> {
                target = ref.path("uri").asText();
                owner = snapshot.templateOwner(target).or(() -> snapshot.resourceOwner(target))
                        .orElseThrow(() -> McpException.invalidParams("Unknown resource or template: " + target));
            }
            default -> throw McpException.invalidParams("params.ref.type must be ref/prompt or ref/resource");
        }
        ObjectNode completion;
        if (!snapshot.completes(owner)) {
            completion = json.createObjectNode();
            completion.putArray("values");
            completion.put("hasMore", false);
        } else {
            Map<String, String> resolvedArguments = new HashMap<>();
            if (resolved != null && resolved.path("arguments").isObject()) {
                resolved.get("arguments").properties()
                        .forEach(entry -> resolvedArguments.put(entry.getKey(), entry.getValue().asText()));
            }
            CompletionRequest body = new CompletionRequest(type, target, argument.get("name").asText(),
                    argument.path("value").asText(""), resolvedArguments, Dispatcher.callContext(request));
            ForwardOutcome outcome = services.post(owner, InternalPaths.COMPLETIONS, body, Dispatcher.defaultTimeout());
            completion = switch (outcome) {
                case ForwardOutcome.Answered answered -> (ObjectNode) answered.result();
                case ForwardOutcome.Refused refused -> throw Dispatcher.refusal(refused.error());
                case ForwardOutcome.Failed failed -> throw new McpException(ErrorCodes.INTERNAL_ERROR,
                        "Completion failed: " + failed.reason());
            };
        }
        ObjectNode result = json.createObjectNode();
        result.set("completion", completion);
        return result;
    }
}
