package dev.switchboard.gateway.session;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.ResultShaper;

/**
 * A session-era {@code initialize}: what the client declared and the version it gets (the one it asked for when
 * supported, else the newest this transport speaks).
 */
public record Handshake(String version, JsonNode clientInfo, JsonNode capabilities) {

    public static Handshake read(ObjectNode params, List<String> supported) {
        JsonNode requested = params == null ? null : params.get("protocolVersion");
        if (requested == null || !requested.isTextual()) {
            throw McpException.invalidParams("initialize needs params.protocolVersion (a string)");
        }
        JsonNode capabilities = params.get("capabilities");
        if (capabilities == null || !capabilities.isObject()) {
            throw McpException.invalidParams("initialize needs params.capabilities (an object, {} for none)");
        }
        JsonNode clientInfo = params.get("clientInfo");
        if (clientInfo == null || !clientInfo.isObject()) {
            throw McpException.invalidParams("initialize needs params.clientInfo ({name, version})");
        }
        String version = supported.contains(requested.asText()) ? requested.asText() : supported.get(0);
        return new Handshake(version, clientInfo, capabilities);
    }

    public ObjectNode result(ResultShaper shaper, GatewayConfig config, ObjectMapper json) {
        ObjectNode result = json.createObjectNode().put("protocolVersion", version);
        ObjectNode capabilities = result.putObject("capabilities");
        capabilities.putObject("tools").put("listChanged", true);
        capabilities.putObject("prompts").put("listChanged", true);
        capabilities.putObject("resources").put("subscribe", true).put("listChanged", true);
        capabilities.putObject("completions");
        capabilities.putObject("logging");
        result.set("serverInfo", shaper.serverInfo());
        result.put("instructions", config.instructions());
        return result;
    }
}
