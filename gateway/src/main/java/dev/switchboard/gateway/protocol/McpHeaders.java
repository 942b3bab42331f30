package dev.switchboard.gateway.protocol;

/** HTTP header names of the MCP transports (matched case-insensitively by Vert.x). */
public final class McpHeaders {

    public static final String PROTOCOL_VERSION = "MCP-Protocol-Version";
    public static final String SESSION_ID = "Mcp-Session-Id";
    public static final String METHOD = "Mcp-Method";
    public static final String NAME = "Mcp-Name";
    public static final String PARAM_PREFIX = "Mcp-Param-";
    public static final String LAST_EVENT_ID = "Last-Event-ID";

    private McpHeaders() {
    }
}
