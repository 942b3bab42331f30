package dev.switchboard.gateway.protocol;

import java.util.Optional;

/** Methods the gateway knows, and in which eras each exists. */
public enum McpMethod {
    INITIALIZE("initialize", false, true),
    PING("ping", false, true),
    SERVER_DISCOVER("server/discover", true, false),
    TOOLS_LIST("tools/list", true, true),
    TOOLS_CALL("tools/call", true, true),
    LOGGING_SET_LEVEL("logging/setLevel", false, true);

    private final String wireName;
    private final boolean modern;
    private final boolean sessionEra;

    McpMethod(String wireName, boolean modern, boolean sessionEra) {
        this.wireName = wireName;
        this.modern = modern;
        this.sessionEra = sessionEra;
    }

    public static Optional<McpMethod> from(String wireName) {
        for (McpMethod method : values()) {
            if (method.wireName.equals(wireName)) {
                return Optional.of(method);
            }
        }
        return Optional.empty();
    }

    public String wireName() {
        return wireName;
    }

    /** Whether the method exists in this era; anything else answers -32601. */
    public boolean existsIn(Era era) {
        return switch (era) {
            case MODERN -> modern;
            case SESSION, LEGACY_SSE -> sessionEra;
            case ACTION -> this == TOOLS_CALL;
        };
    }

    /** Methods whose {@code params.name} / {@code params.uri} must be mirrored in {@code Mcp-Name}. */
    public boolean namesATarget() {
        return this == TOOLS_CALL;
    }
}
