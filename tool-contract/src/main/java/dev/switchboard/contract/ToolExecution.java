package dev.switchboard.contract;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * MCP's {@code execution} of a tool (2025-11-25 {@code ToolExecution}): whether calls may run as durable tasks. The
 * gateway lists it as it is and decides with it whether a call may become a task.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ToolExecution(TaskSupport taskSupport) {

    /** {@code forbidden} when absent, as the specification says. */
    public TaskSupport taskSupportOrDefault() {
        return taskSupport == null ? TaskSupport.FORBIDDEN : taskSupport;
    }

    /** Whether a tool's calls run as tasks: never, when the client can take one, or only as tasks. */
    public enum TaskSupport {
        @JsonProperty("forbidden")
        FORBIDDEN,
        @JsonProperty("optional")
        OPTIONAL,
        @JsonProperty("required")
        REQUIRED;

        public boolean allowsTasks() {
            return this != FORBIDDEN;
        }
    }
}
