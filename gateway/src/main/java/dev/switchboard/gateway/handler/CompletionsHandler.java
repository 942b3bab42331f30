package dev.switchboard.gateway.handler;

import java.util.HashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.forward.ForwardOutcome;
import dev.switchboard.gateway.forward.ToolServiceClient;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;

/** {@code completion/complete}, routed to the service owning the prompt or resource template referenced. */
@ApplicationScoped
public class CompletionsHandler {

    private final ToolServiceClient services;
    private final ServiceCall calls;
    private final ObjectMapper json;

    CompletionsHandler(ToolServiceClient services, ServiceCall calls, ObjectMapper json) {
        this.services = services;
        this.calls = calls;
        this.json = json;
    }

    public Outcome complete(RequestContext request, CatalogView catalog) {
        JsonNode ref = request.params().get("ref");
        JsonNode argument = request.params().get("argument");
        if (ref == null || !ref.isObject() || argument == null || !argument.path("name").isTextual()) {
            throw McpException.invalidParams(
                    "completion/complete needs params.ref {type, name|uri} and params.argument {name, value}");
        }
        String type = ref.path("type").asText();
        ServiceEndpoint owner;
        String target;
        switch (type) {
            case "ref/prompt" -> {
                target = ref.path("name").asText();
                owner = catalog.prompt(target).map(CatalogEntry::service)
                        .orElseThrow(() -> McpException.invalidParams("Unknown prompt: " + target));
            }
            case "ref/resource" -> {
                target = ref.path("uri").asText();
                owner = catalog.templateOwner(target).or(() -> catalog.resourceOwner(target))
                        .orElseThrow(() -> McpException.invalidParams("Unknown resource or template: " + target));
            }
            default -> throw McpException.invalidParams("params.ref.type must be ref/prompt or ref/resource");
        }
        ObjectNode result = json.createObjectNode();
        result.set("completion", catalog.completes(owner)
                ? fromService(request, owner, type, target, argument)
                : nothingToComplete());
        return new Outcome.Result(result);
    }

    private ObjectNode fromService(RequestContext request, ServiceEndpoint owner, String type, String target,
            JsonNode argument) {
        Map<String, String> resolvedArguments = new HashMap<>();
        JsonNode resolved = request.params().get("context");
        if (resolved != null && resolved.path("arguments").isObject()) {
            resolved.get("arguments").properties()
                    .forEach(entry -> resolvedArguments.put(entry.getKey(), entry.getValue().asText()));
        }
        CompletionRequest body = new CompletionRequest(type, target, argument.get("name").asText(),
                argument.path("value").asText(""), resolvedArguments, ServiceCall.callContext(request));
        return switch (services.fetch(owner, InternalPaths.COMPLETIONS, calls.authorization(request, owner), body,
                ServiceCall.DEFAULT_TIMEOUT)) {
            case ForwardOutcome.Answered<ObjectNode> answered -> answered.answer();
            case ForwardOutcome.Refused<ObjectNode> refused -> throw ServiceCall.refusal(refused.error());
            case ForwardOutcome.Failed<ObjectNode> failed -> throw new McpException(ErrorCodes.INTERNAL_ERROR,
                    "Completion failed: " + failed.reason());
        };
    }

    private ObjectNode nothingToComplete() {
        ObjectNode completion = json.createObjectNode();
        completion.putArray("values");
        completion.put("hasMore", false);
        return completion;
    }
}
