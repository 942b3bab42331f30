package dev.switchboard.contract;

import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * Who is calling and what their client can do, as the gateway tells a service. {@code clientCapabilities} is what the
 * client declared, its {@code extensions} included (MCP Apps: {@link #clientRendersViews}). {@code progress} says the client
 * wants
 * progress events; {@code logLevel} is the lowest level of log events it wants (absent: none); {@code sessionId} is the
 * caller's MCP session (session-era requests only; absent for 2026-07-28 stateless requests). {@code taskAllowed} says
 * the call may turn into a durable task (the tool supports tasks and so does the client): the service may then answer
 * {@code resultType: "task"}; {@code taskId} is set when the call runs as a task (the gateway's worker calls it).
 * {@code argumentsChecked} says the gateway checked a tool call's arguments against the input schema of the manifest
 * revision it names in its revision header, so an instance of that very revision need not check them again.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CallContext(
        String requestId,
        String tenant,
        String subject,
        JsonNode clientCapabilities,
        boolean progress,
        String logLevel,
        String sessionId,
        Boolean taskAllowed,
        String taskId,
        Boolean argumentsChecked) {

    public CallContext {
        clientCapabilities = clientCapabilities == null ? JsonNodeFactory.instance.objectNode() : clientCapabilities;
    }

    /** A call whose arguments nobody has checked yet. */
    public CallContext(String requestId, String tenant, String subject, JsonNode clientCapabilities, boolean progress,
            String logLevel, String sessionId, Boolean taskAllowed, String taskId) {
        this(requestId, tenant, subject, clientCapabilities, progress, logLevel, sessionId, taskAllowed, taskId, null);
    }

    /** A call that cannot become a task. */
    public CallContext(String requestId, String tenant, String subject, JsonNode clientCapabilities, boolean progress,
            String logLevel, String sessionId) {
        this(requestId, tenant, subject, clientCapabilities, progress, logLevel, sessionId, null, null);
    }

    /** The same caller, for a call that may turn into a task ({@code allowed}) or runs as task {@code taskId}. */
    public CallContext forTask(boolean allowed, String taskId) {
        return new CallContext(requestId, tenant, subject, clientCapabilities, progress, logLevel, sessionId,
                allowed ? Boolean.TRUE : null, taskId, argumentsChecked);
    }

    /** The same call, its arguments checked by the gateway against the schema of the revision it names. */
    public CallContext withArgumentsChecked() {
        return new CallContext(requestId, tenant, subject, clientCapabilities, progress, logLevel, sessionId,
                taskAllowed, taskId, Boolean.TRUE);
    }

    /** Whether the gateway says it checked the arguments (see {@code argumentsChecked}). */
    public boolean argumentsCheckedByTheGateway() {
        return Boolean.TRUE.equals(argumentsChecked);
    }

    /** Whether the service may answer {@code resultType: "task"} to have the call run as a task. */
    public boolean mayRunAsTask() {
        return Boolean.TRUE.equals(taskAllowed) && taskId == null;
    }

    /** Whether the call runs as a task (and may take as long as the tool's timeout allows). */
    public boolean inTask() {
        return taskId != null;
    }

    /** No caller information: for requests that arrive without a context. */
    public static CallContext none() {
        return new CallContext(null, null, null, null, false, null, null);
    }

    /** True when the client declared the named capability (e.g. {@code sampling}, {@code elicitation}, {@code roots}). */
    public boolean clientSupports(String capability) {
        return clientCapabilities.has(capability);
    }

    /**
     * The settings of an extension the client declared ({@code clientCapabilities.extensions[id]}), e.g.
     * {@code {"mimeTypes": ["text/html;profile=mcp-app"]}} for {@link McpApps#EXTENSION}; empty when it declared none.
     */
    public Optional<JsonNode> clientExtension(String id) {
        return Optional.ofNullable(clientCapabilities.path("extensions").get(id)).filter(JsonNode::isObject);
    }

    /** Whether the client renders MCP Apps views: a tool may then leave details to its view. */
    public boolean clientRendersViews() {
        return McpApps.rendersViews(clientCapabilities);
    }
}
