package dev.switchboard.gateway.protocol;

/** Which front door and protocol generation a request came through; decides result shapes and error codes. */
public enum Era {
    /** 2026-07-28: stateless, {@code _meta} on every request. */
    MODERN,
    /** 2025-03-26 … 2025-11-25 Streamable HTTP with {@code Mcp-Session-Id}. */
    SESSION,
    /** 2024-11-05 HTTP+SSE. */
    LEGACY_SSE,
    /** The seed "MCP 1.0" action API. */
    ACTION
}
