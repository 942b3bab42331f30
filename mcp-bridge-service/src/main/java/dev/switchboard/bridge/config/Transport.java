package dev.switchboard.bridge.config;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** How the bridge reaches an upstream MCP server. */
public enum Transport {
    /** A child process speaking JSON-RPC on stdin/stdout. */
    STDIO,
    /** Streamable HTTP, falling back to 2024-11-05 HTTP+SSE when the server does not take a POST of initialize. */
    HTTP,
    /** 2024-11-05 HTTP+SSE only. */
    SSE;

    @JsonCreator
    public static Transport from(String name) {
        for (Transport transport : values()) {
            if (transport.wireName().equals(name)) {
                return transport;
            }
        }
        throw new IllegalArgumentException("transport must be stdio, http or sse, not '" + name + "'");
    }

    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
