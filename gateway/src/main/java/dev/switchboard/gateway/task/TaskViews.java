package dev.switchboard.gateway.task;

import java.time.Instant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ResultTypes;
import dev.switchboard.gateway.protocol.MetaKeys;
import dev.switchboard.sessionstore.task.TaskRecord;
import dev.switchboard.sessionstore.task.TaskStatus;

/**
 * A task as each protocol shows it. 2026-07-28 (the tasks extension): flat {@code Task} fields with {@code ttlMs} and
 * {@code pollIntervalMs}, the result, error or outstanding input requests inlined by status. 2025-11-25 (experimental
 * tasks): {@code ttl} and {@code pollInterval}, no payload (that is {@code tasks/result}'s), and a tool error counts as
 * {@code failed}, as that revision says.
 */
public final class TaskViews {

    private TaskViews() {
    }

    /** 2026-07-28 {@code CreateTaskResult}: the task's fields and {@code resultType: "task"}. */
    public static ObjectNode created(TaskRecord task) {
        return base(task, true).put(ResultTypes.FIELD, ResultTypes.TASK);
    }

    /** 2026-07-28 {@code DetailedTask}: what {@code tasks/get} answers and {@code notifications/tasks} carries. */
    public static ObjectNode detailed(TaskRecord task) {
        ObjectNode view = base(task, true);
        switch (task.status()) {
            case COMPLETED -> view.set("result", result(task));
            case FAILED -> view.set("error", task.error());
            case INPUT_REQUIRED -> view.set("inputRequests", task.input().outstanding());
            case WORKING, CANCELLED -> {
            }
        }
        return view;
    }

    /** 2025-11-25 {@code Task}. */
    public static ObjectNode sessionEra(TaskRecord task) {
        return base(task, false);
    }

    /** 2025-11-25 {@code CreateTaskResult}: {@code {"task": Task}}. */
    public static ObjectNode sessionEraCreated(TaskRecord task) {
        ObjectNode created = JsonNodeFactory.instance.objectNode();
        created.set("task", sessionEra(task));
        return created;
    }

    /** 2025-11-25 {@code tasks/result} of a completed task: the tool's result, tied to its task. */
    public static ObjectNode sessionEraPayload(TaskRecord task) {
        ObjectNode payload = result(task);
        ObjectNode meta = payload.path("_meta").isObject() ? (ObjectNode) payload.get("_meta")
                : payload.putObject("_meta");
        meta.putObject(MetaKeys.RELATED_TASK).put("taskId", task.id());
        return payload;
    }

    /** The tool's result as the call would have returned it (without the internal contract's discriminator). */
    private static ObjectNode result(TaskRecord task) {
        ObjectNode result = task.result() instanceof ObjectNode object ? object.deepCopy()
                : JsonNodeFactory.instance.objectNode();
        result.remove(ResultTypes.FIELD);
        return result;
    }

    private static ObjectNode base(TaskRecord task, boolean modern) {
        ObjectNode view = JsonNodeFactory.instance.objectNode().put("taskId", task.id())
                .put("status", modern ? task.status().wireName() : sessionEraStatus(task).wireName());
        if (task.statusMessage() != null && !task.statusMessage().isEmpty()) {
            view.put("statusMessage", task.statusMessage());
        }
        view.put("createdAt", Instant.ofEpochMilli(task.createdAt()).toString());
        view.put("lastUpdatedAt", Instant.ofEpochMilli(task.updatedAt()).toString());
        view.put(modern ? "ttlMs" : "ttl", task.ttlMs());
        view.put(modern ? "pollIntervalMs" : "pollInterval", task.pollIntervalMs());
        return view;
    }

    /** 2025-11-25 counts a tool result with {@code isError} as {@code failed}. */
    private static TaskStatus sessionEraStatus(TaskRecord task) {
        JsonNode result = task.result();
        return task.status() == TaskStatus.COMPLETED && result != null && result.path("isError").asBoolean(false)
                ? TaskStatus.FAILED
                : task.status();
    }
}
