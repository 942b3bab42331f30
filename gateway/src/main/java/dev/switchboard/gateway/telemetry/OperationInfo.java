package dev.switchboard.gateway.telemetry;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;

/**
 * What the MCP conventions record of one request.
 *
 * @param method {@code mcp.method.name}
 * @param protocolVersion the negotiated revision, or null before there is one
 * @param sessionId the session-era session, or null (never set for 2026-07-28, which has none)
 * @param requestId the JSON-RPC id, or null
 * @param toolName the tool of a {@code tools/call}, or null
 * @param promptName the prompt of a {@code prompts/get}, or null
 * @param resourceUri the resource of a {@code resources/read} or subscription, or null (an attribute, never in the
 *        span name: URIs are unbounded)
 */
public record OperationInfo(String method, String protocolVersion, String sessionId, String requestId, String toolName,
        String promptName, String resourceUri) {

    /** {@code {mcp.method.name} {target}}, the target being the tool or prompt name where there is one. */
    String spanName() {
        String target = toolName != null ? toolName : promptName;
        return target == null ? method : method + " " + target;
    }

    Attributes attributes() {
        AttributesBuilder attributes = Attributes.builder().put("mcp.method.name", method)
                .put("network.transport", "tcp").put("network.protocol.name", "http");
        put(attributes, "mcp.protocol.version", protocolVersion);
        put(attributes, "mcp.session.id", sessionId);
        put(attributes, "jsonrpc.request.id", requestId);
        put(attributes, "gen_ai.prompt.name", promptName);
        put(attributes, "mcp.resource.uri", resourceUri);
        if (toolName != null) {
            attributes.put("gen_ai.tool.name", toolName).put("gen_ai.operation.name", "execute_tool");
        }
        return attributes.build();
    }

    private static void put(AttributesBuilder attributes, String key, String value) {
        if (value != null) {
            attributes.put(key, value);
        }
    }
}
