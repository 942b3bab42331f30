package dev.switchboard.gateway.protocol;

/** Reserved {@code _meta} keys (2026-07-28 basic/index). */
public final class MetaKeys {

    public static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
    public static final String CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
    public static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
    public static final String LOG_LEVEL = "io.modelcontextprotocol/logLevel";
    public static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";
    public static final String SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";
    public static final String PROGRESS_TOKEN = "progressToken";
    /** 2025-11-25 tasks: ties a message to the task it belongs to ({@code {"taskId": …}}). */
    public static final String RELATED_TASK = "io.modelcontextprotocol/related-task";

    private MetaKeys() {
    }
}
