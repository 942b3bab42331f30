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
    SUBSCRIPTIONS_LISTEN("subscriptions/listen", true, false),
    /** Tasks: the {@code io.modelcontextprotocol/tasks} extension (2026-07-28) and 2025-11-25's experimental tasks. */
    TASKS_GET("tasks/get", true, true),
    TASKS_UPDATE("tasks/update", true, false),
    TASKS_CANCEL("tasks/cancel", true, true),
    TASKS_RESULT("tasks/result", false, true),
    TASKS_LIST("tasks/list", false, true);

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
            case STATELESS -> modern;
            case SESSION, HTTP_SSE -> sessionEra;
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
            case TASKS_GET, TASKS_UPDATE, TASKS_CANCEL -> "taskId";
            default -> null;
        };
    }
}
