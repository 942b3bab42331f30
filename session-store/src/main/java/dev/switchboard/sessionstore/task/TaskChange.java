package dev.switchboard.sessionstore.task;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One message on the task channel: task {@code taskId} of {@code tenant}/{@code subject} (created in session
 * {@code session}, null for stateless requests) moved to {@code status}. Receivers read the task itself for the rest.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record TaskChange(String taskId, String tenant, String subject, String session, String status) {

    public TaskChange {
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(status, "status");
        session = session == null || session.isEmpty() ? null : session;
    }
}
