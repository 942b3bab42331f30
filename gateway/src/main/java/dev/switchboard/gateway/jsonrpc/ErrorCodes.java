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

    /** 2026-07-28: an HTTP header is missing or disagrees with the body. */
    public static final int HEADER_MISMATCH = -32020;
    /** 2026-07-28: the request needs a client capability it did not declare. */
    public static final int MISSING_CLIENT_CAPABILITY = -32021;
    /** 2026-07-28: the requested protocol version is not supported. */
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

    private ErrorCodes() {
    }
}
