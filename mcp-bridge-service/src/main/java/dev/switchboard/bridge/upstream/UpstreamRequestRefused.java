package dev.switchboard.bridge.upstream;

/** The bridge cannot answer an upstream's request; the upstream receives a JSON-RPC error with this code and message. */
public class UpstreamRequestRefused extends RuntimeException {

    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_REQUEST = -32600;
    public static final int INTERNAL_ERROR = -32603;

    private final int code;

    public UpstreamRequestRefused(int code, String message) {
        super(message);
        this.code = code;
    }

    public int code() {
        return code;
    }
}
