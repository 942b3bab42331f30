package dev.switchboard.gateway.handler;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.jsonrpc.McpException;

/**
 * A session-era {@code initialize}: what the client declared and the version it gets (the one it asked for when
 * supported, else the newest this transport speaks).
 */
record Handshake(String version, JsonNode clientInfo, JsonNode capabilities) {

    static Handshake read(ObjectNode params, List<String> supported) {
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
}
