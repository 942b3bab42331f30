package dev.switchboard.gateway.jsonrpc;

/** JSON-RPC error codes the gateway uses: JSON-RPC 2.0's own, the session era's, and 2026-07-28's. */
public final class ErrorCodes {

    public static final int PARSE_ERROR = -32700;
    public static final int INVALID_REQUEST = -32600;
    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_PARAMS = -32602;
    public static final int INTERNAL_ERROR = -32603;

    /** Session era (SDK convention): a transport-level bad request, e.g. a missing session header. */
    public static final int SESSION_BAD_REQUEST = -32000;
    /** Session era (SDK convention): the session does not exist (any more). */
    public static final int SESSION_NOT_FOUND = -32001;
    /** Session era: resource not found (2026-07-28 uses -32602 with {@code data.uri} instead). */
    public static final int RESOURCE_NOT_FOUND = -32002;

    /**
     * The gateway's own codes, in JSON-RPC's implementation-defined range below MCP's reserved -32020 … -32099:
     * authentication missing or failed (HTTP 401).
     */
    public static final int UNAUTHORIZED = -32010;
    /** The caller lacks a scope the request needs, or its tenant may not use the gateway (HTTP 403). */
    public static final int FORBIDDEN = -32011;
    /** A quota of the caller's tenant is used up; {@code data.retryAfterMs} says when to try again (HTTP 429). */
    public static final int QUOTA_EXCEEDED = -32012;

    /** 2026-07-28: an HTTP header is missing or disagrees with the body. */
    public static final int HEADER_MISMATCH = -32020;
    /**
     * 2025-11-25: the request needs the user to open a URL (a URL-mode elicitation) and the client cannot be asked;
     * {@code data.elicitations} lists them.
     */
    public static final int URL_ELICITATION_REQUIRED = -32042;
    /** 2026-07-28: the request needs a client capability it did not declare. */
    public static final int MISSING_CLIENT_CAPABILITY = -32021;
    /** 2026-07-28: the requested protocol version is not supported. */
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

    private ErrorCodes() {
    }
}
