package dev.switchboard.sessionstore.task;

import java.util.regex.Pattern;

/**
 * Redis keys of durable tasks. A task's hash and its set of outstanding input keys share the task's hash tag, so every
 * transition (one Lua script over both) runs on one Redis Cluster node. The lease index and the per-caller and
 * per-tenant lists are single keys, touched one command at a time.
 */
public final class TaskKeys {

    /** Every key that holds the running tasks' lease deadlines (member: task id, score: deadline in ms). */
    public static final String LEASES = "sb:tasks:leases";
    /** The channel every task transition is announced on. */
    public static final String CHANGES = "sb:tasks:changed";

    private static final Pattern ID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    private TaskKeys() {
    }

    public static String task(String id) {
        return "sb:{task:" + id + "}";
    }

    /** The input keys a task in {@code input_required} still waits for. */
    public static String pending(String id) {
        return task(id) + ":pending";
    }

    /**
     * The tasks one caller created, newest last, by its tenant's {@link dev.switchboard.sessionstore.Principal#tenantKey
     * key} (which holds no colon, so the key is unambiguous).
     */
    public static String byCaller(String tenantKey, String subject) {
        return "sb:tasks:list:" + tenantKey + ":" + subject;
    }

    /**
     * The tasks of one tenant's incarnation ({@link dev.switchboard.sessionstore.Principal#tenantKey}), every caller's,
     * newest last: what the admin API lists.
     */
    public static String byTenant(String tenantKey) {
        return "sb:tasks:tenant:" + tenantKey;
    }

    /** Task ids are random UUIDs; anything else names no task and never reaches Redis. */
    public static boolean isWellFormed(String id) {
        return id != null && ID.matcher(id).matches();
    }
}
