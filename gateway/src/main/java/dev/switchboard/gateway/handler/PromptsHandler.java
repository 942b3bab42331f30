package dev.switchboard.gateway.handler;

import java.util.HashMap;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.PromptGetRequest;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.catalog.CatalogEntry;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.CacheHint;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;

/** {@code prompts/list} and {@code prompts/get} (rendered by the service that lists the prompt), for every era. */
@ApplicationScoped
public class PromptsHandler {

    private final ServiceCall calls;
    private final GatewayConfig config;

    PromptsHandler(ServiceCall calls, GatewayConfig config) {
        this.calls = calls;
        this.config = config;
    }

    public Outcome list(RequestContext request, CatalogView catalog) {
        return new Outcome.Result(Pages.page(catalog.promptListings(), Pages.cursor(request.params()),
                config.pageSize()).toResult("prompts"), CacheHint.shared(config.listTtl()));
    }

    public Outcome get(RequestContext request, CatalogView catalog) {
        String name = Params.required(request.target(), "name");
        CatalogEntry prompt = catalog.prompt(name).orElseThrow(() -> McpException.invalidParams("Unknown prompt: "
                + name + ". Call prompts/list for the prompts this gateway serves."));
        Map<String, String> values = promptArguments(request.params().get("arguments"));
        CallContext context = ServiceCall.callContext(request);
        ServiceReply reply = Stages.join(calls.forward(request, new ServiceCall.Route(prompt.service(),
                InternalPaths.PROMPTS + name, name,
                input -> new PromptGetRequest(values, context, input.inputResponses(), input.requestState()),
                ServiceCall.DEFAULT_TIMEOUT, reason -> {
                    throw new McpException(ErrorCodes.INTERNAL_ERROR, "Prompt '" + name + "' failed: " + reason);
                }), calls.opening(request, name)));
        return new Outcome.Result(calls.result(reply));
    }

    private static Map<String, String> promptArguments(JsonNode arguments) {
        Map<String, String> values = new HashMap<>();
        if (arguments == null || arguments.isNull()) {
            return values;
        }
        if (!arguments.isObject()) {
            throw McpException.invalidParams("prompts/get params.arguments must be an object of strings");
        }
        for (Map.Entry<String, JsonNode> entry : arguments.properties()) {
            if (!entry.getValue().isTextual()) {
                throw McpException.invalidParams("Prompt argument '" + entry.getKey() + "' must be a string");
            }
            values.put(entry.getKey(), entry.getValue().asText());
        }
        return values;
    }
}
