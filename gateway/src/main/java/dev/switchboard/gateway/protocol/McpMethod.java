package dev.switchboard.gateway.protocol;

import java.util.Optional;

/** Methods the gateway knows, and in which eras each exists. */
public enum McpMethod {
    INITIALIZE("initialize", false, true),
    PING("ping", false, true),
    SERVER_DISCOVER("server/discover", true, false),
    TOOLS_LIST("tools/list", true, true),
    TOOLS_CALL("tools/call", true, true),
    PROMPTS_LIST("prompts/list", true, true),
    PROMPTS_GET("prompts/get", true, true),
    RESOURCES_LIST("resources/list", true, true),
    RESOURCES_TEMPLATES_LIST("resources/templates/list", true, true),
    RESOURCES_READ("resources/read", true, true),
    RESOURCES_SUBSCRIBE("resources/subscribe", false, true),
    RESOURCES_UNSUBSCRIBE("resources/unsubscribe", false, true),
    COMPLETION_COMPLETE("completion/complete", true, true),
    LOGGING_SET_LEVEL("logging/setLevel", false, true),
    SUBSCRIPTIONS_LISTEN("subscriptions/listen", true, false);

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

    /**
     * The {@code params} field a 2026 client mirrors into {@code Mcp-Name}, or null when the method names no target.
     */
    public String targetField() {
        return switch (this) {
            case TOOLS_CALL, PROMPTS_GET -> "name";
            case RESOURCES_READ -> "uri";
            default -> null;
        };
    }
}
