package dev.switchboard.gateway.stateless;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.LogLevel;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.MetaKeys;

/** The per-request {@code _meta} a 2026-07-28 request must carry (basic/index, "Per-request protocol fields"). */
record StatelessEnvelope(String version, ObjectNode capabilities, JsonNode clientInfo, String logLevel,
        JsonNode progressToken) {

    /** Reads and checks the envelope; anything missing or mistyped is -32602 with HTTP 400. */
    static StatelessEnvelope read(ObjectNode params) {
        JsonNode meta = params == null ? null : params.get("_meta");
        if (meta == null || !meta.isObject()) {
            throw malformed("params._meta is required on every 2026-07-28 request");
        }
        JsonNode version = meta.get(MetaKeys.PROTOCOL_VERSION);
        if (version == null || !version.isTextual() || version.asText().isBlank()) {
            throw malformed("_meta[\"" + MetaKeys.PROTOCOL_VERSION + "\"] must be a protocol version string");
        }
        JsonNode capabilities = meta.get(MetaKeys.CLIENT_CAPABILITIES);
        if (capabilities == null || !capabilities.isObject()) {
            throw malformed("_meta[\"" + MetaKeys.CLIENT_CAPABILITIES
                    + "\"] is required and must be an object ({} when the client has none)");
        }
        JsonNode clientInfo = meta.get(MetaKeys.CLIENT_INFO);
        if (clientInfo != null && !clientInfo.isObject()) {
            throw malformed("_meta[\"" + MetaKeys.CLIENT_INFO + "\"] must be an object");
        }
        JsonNode logLevel = meta.get(MetaKeys.LOG_LEVEL);
        if (logLevel != null && (!logLevel.isTextual() || LogLevel.from(logLevel.asText()).isEmpty())) {
            throw malformed("_meta[\"" + MetaKeys.LOG_LEVEL
                    + "\"] must be one of debug, info, notice, warning, error, critical, alert, emergency");
        }
        JsonNode progressToken = meta.get(MetaKeys.PROGRESS_TOKEN);
        if (progressToken != null && !progressToken.isTextual() && !progressToken.isIntegralNumber()) {
            throw malformed("_meta.progressToken must be a string or an integer");
        }
        return new StatelessEnvelope(version.asText(), (ObjectNode) capabilities, clientInfo,
                logLevel == null ? null : logLevel.asText(), progressToken);
    }

    private static McpException malformed(String why) {
        return new McpException(ErrorCodes.INVALID_PARAMS, "Invalid request metadata: " + why, null, 400);
    }
}
