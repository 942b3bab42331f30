package dev.switchboard.bridge.offer;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResultMeta;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;

/** Upstream MCP results (as JSON) in the contract's shapes, resource URIs rewritten for the bridge. */
@ApplicationScoped
public class UpstreamResults {

    private final ObjectMapper json;

    UpstreamResults(ObjectMapper json) {
        this.json = json;
    }

    public ToolResult tool(String upstream, JsonNode result) {
        ObjectNode copy = complete(result);
        ResourceUris.exposeInContent(upstream, copy.get("content"));
        try {
            return json.treeToValue(copy, ToolResult.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new ToolResult.Complete(java.util.List.of(Content.text(copy.path("content").toString())),
                    copy.get("structuredContent"), copy.path("isError").asBoolean(false) ? Boolean.TRUE : null,
                    copy.get("_meta") instanceof ObjectNode meta ? meta : null);
        }
    }

    public PromptResult prompt(String upstream, JsonNode result) {
        ObjectNode copy = complete(result);
        copy.path("messages").forEach(message -> ResourceUris.exposeInContent(upstream, message.get("content")));
        return convert(copy, PromptResult.class, "prompt");
    }

    public ResourceResult resource(String upstream, JsonNode result) {
        ObjectNode copy = complete(result);
        copy.path("contents").forEach(contents -> {
            if (contents instanceof ObjectNode object && object.hasNonNull("uri")) {
                object.put("uri", ResourceUris.expose(upstream, object.get("uri").asText()));
            }
        });
        return convert(copy, ResourceResult.class, "resource");
    }

    /**
     * A copy marked as a finished MRTR result, its {@code _meta} kept for the client (a tool result's reaches an MCP
     * App's view) without the keys MCP reserves, which belonged to the hop between the bridge and the upstream.
     */
    private static ObjectNode complete(JsonNode result) {
        ObjectNode copy = result.deepCopy();
        ResultMeta.dropReserved(copy);
        copy.put("resultType", "complete");
        return copy;
    }

    /** A result another replica answered (contract JSON with {@code resultType}). */
    public <T> T forwarded(JsonNode contractResult, Class<T> type) {
        return convert(contractResult, type, "forwarded");
    }

    private <T> T convert(JsonNode node, Class<T> type, String what) {
        try {
            return json.treeToValue(node, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException("Unreadable upstream " + what + " result: " + e.getMessage(), e);
        }
    }
}
