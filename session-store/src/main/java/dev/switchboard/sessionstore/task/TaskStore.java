package dev.switchboard.sessionstore.task;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.sortedset.ZRangeArgs;
import io.vertx.mutiny.redis.client.Response;

/**
 * Durable tasks in Redis: one hash per task (and a set of the input keys it still waits for), expiring exactly when its
 * TTL says, on Redis's clock. Every transition is one Lua script that checks the task is in the state and held by the
 * worker (and attempt) it expects, so two replicas never both finish, resume or take over a task; every transition is
 * announced on {@link TaskKeys#CHANGES}. Running tasks are also kept in a lease index, so any replica can find a task
 * whose worker stopped renewing. Another caller's task answers exactly like one that does not exist.
 */
@ApplicationScoped
public class TaskStore {

    private static final Logger LOG = Logger.getLogger(TaskStore.class);
    private static final int INDEX_RETRIES = 120;

    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };
    private static final TypeReference<Set<String>> STRING_SET = new TypeReference<>() {
    };
    private static final String LIST_ADD = """
            redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
            redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -1 - tonumber(ARGV[3]))
            redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), tonumber(ARGV[4])))
            return 1""";

    /** The most tasks a tenant's list keeps, newest first; older ones stay readable by their callers. */
    static final int TENANT_LIST_SIZE = 5000;

    private final RedisDataSource redis;
    private final TaskEvents events;
    private final ObjectMapper json;

    TaskStore(RedisDataSource redis, TaskEvents events, ObjectMapper json) {
        this.redis = redis;
        this.events = events;
        this.json = json;
    }

    /** What a new task is: created {@code working}, held by {@code worker} with a first lease. */
    public record NewTask(String id, Principal owner, TaskCall call, Duration ttl, Duration pollInterval,
            String worker, Duration lease, Map<String, JsonNode> firstAnswers, String firstState) {
    }

    /**
     * Creates the task and answers it as a {@code tasks/get} would from now on: when this returns, every replica sees
     * the task (the write is acknowledged by the Redis node that owns the key, which serves every read of it).
     */
    public TaskRecord create(NewTask task) {
        List<String> args = new ArrayList<>(List.of(TaskScripts.CREATE, "1", TaskKeys.task(task.id()),
                Long.toString(task.ttl().toMillis()), Long.toString(task.lease().toMillis()),
                "tenant", task.owner().tenant(), "subject", task.owner().subject(),
                "incarnation", task.owner().incarnation(),
                "tool", task.call().tool(), "arguments", write(task.call().arguments()),
                "capabilities", write(task.call().clientCapabilities()), "era", task.call().era(),
                "idempotent", task.call().idempotent() ? "1" : "0",
                "status", TaskStatus.WORKING.wireName(), "ttl", Long.toString(task.ttl().toMillis()),
                "poll", Long.toString(task.pollInterval().toMillis()), "attempt", "1", "worker", task.worker()));
        if (task.call().protocolVersion() != null) {
            args.addAll(List.of("version", task.call().protocolVersion()));
        }
        if (task.call().session() != null) {
            args.addAll(List.of("session", task.call().session()));
        }
        if (task.firstState() != null) {
            args.addAll(List.of("state", task.firstState()));
        }
        Map<String, String> identity = new LinkedHashMap<>();
        task.firstAnswers().forEach((key, answer) -> {
            args.addAll(List.of("answer:" + key, write(answer)));
            identity.put(key, key);
        });
        if (!identity.isEmpty()) {
            args.addAll(List.of("keymap", write(identity), "used", write(identity.keySet())));
        }
        Response created = RedisCalls.call("task create", () -> redis.execute("EVAL", args.toArray(String[]::new)));
        long createdAt = Long.parseLong(created.toString());
        indexLease(task.id(), task.lease());
        soonOrLater("task list", () -> redis.execute("EVAL", LIST_ADD, "1",
                TaskKeys.byCaller(task.owner().tenantKey(), task.owner().subject()), Long.toString(createdAt), task.id(),
                "1000", Long.toString(task.ttl().toMillis())));
        soonOrLater("task list", () -> redis.execute("EVAL", LIST_ADD, "1",
                TaskKeys.byTenant(task.owner().tenantKey()), Long.toString(createdAt), task.id(),
                Integer.toString(TENANT_LIST_SIZE), Long.toString(task.ttl().toMillis())));
        return new TaskRecord(task.id(), task.owner(), task.call(), TaskStatus.WORKING, null, createdAt, createdAt,
                task.ttl().toMillis(), task.pollInterval().toMillis(), null, null,
                new TaskInput(null, identity, identity.keySet(), task.firstAnswers(), task.firstState()), 1,
                task.worker(), createdAt + task.lease().toMillis());
    }

    /** The task, when it exists and belongs to {@code principal}. */
    public Optional<TaskRecord> find(String id, Principal principal) {
        return load(id).filter(task -> task.owner().equals(principal));
    }

    /** The task, whoever it belongs to (for the replicas that run and take over tasks). */
    public Optional<TaskRecord> load(String id) {
        if (!TaskKeys.isWellFormed(id)) {
            return Optional.empty();
        }
        Response reply = RedisCalls.call("task read",
                () -> redis.execute("EVAL", TaskScripts.LOAD, "2", TaskKeys.task(id), TaskKeys.pending(id)));
        Response fields = reply.get(0);
        if (fields == null || fields.size() == 0) {
            return Optional.empty();
        }
        Map<String, String> hash = new HashMap<>();
        for (int i = 0; i + 1 < fields.size(); i += 2) {
            hash.put(fields.get(i).toString(), fields.get(i + 1).toString());
        }
        Set<String> pending = new HashSet<>();
        reply.get(1).forEach(key -> pending.add(key.toString()));
        return Optional.of(decode(id, hash, pending));
    }

    /** The worker's call ended: {@code completed} with the result, or {@code failed} with the JSON-RPC error. */
    public Transition finish(String id, String worker, int attempt, TaskStatus status, JsonNode payload,
            String message) {
        if (status != TaskStatus.COMPLETED && status != TaskStatus.FAILED) {
            throw new IllegalArgumentException("a worker finishes a task as completed or failed, not " + status);
        }
        Transition done = transition("task finish", TaskScripts.FINISH, id, worker, Integer.toString(attempt),
                status.wireName(), status == TaskStatus.COMPLETED ? "result" : "error", write(payload),
                message == null ? "" : message);
        if (done.changed()) {
            dropLease(id);
        }
        return done;
    }

    /**
     * The worker's call needs the client's input: the task waits in {@code input_required} for {@code next}'s
     * outstanding requests, without a worker, until the last answer arrives.
     */
    public Transition needInput(String id, String worker, int attempt, TaskInput next, String message) {
        List<String> args = new ArrayList<>(List.of(worker, Integer.toString(attempt), write(next.outstanding()),
                write(next.keyMap()), write(next.usedKeys()), next.serviceState() == null ? "" : next.serviceState(),
                message == null ? "" : message));
        next.outstanding().fieldNames().forEachRemaining(args::add);
        Transition waiting = transition("task input", TaskScripts.NEED_INPUT, id, args.toArray(String[]::new));
        if (waiting.changed()) {
            dropLease(id);
        }
        return waiting;
    }

    /**
     * Records the caller's answers to outstanding input requests (others are ignored). The last outstanding answer
     * resumes the task under {@code worker}, which must then run it (the transition says which attempt).
     */
    public Transition answer(String id, Principal principal, Map<String, JsonNode> answers, String worker,
            Duration lease) {
        if (!TaskKeys.isWellFormed(id)) {
            return new Transition("gone", null, null, 0, 0);
        }
        List<String> args = new ArrayList<>(List.of(principal.tenant(), principal.subject(), principal.incarnation(),
                worker, Long.toString(lease.toMillis())));
        answers.forEach((key, answer) -> args.addAll(List.of(key, write(answer))));
        Transition answered = transition("task answer", TaskScripts.ANSWER, id, args.toArray(String[]::new));
        if (answered.running()) {
            indexLease(id, lease);
        }
        return answered;
    }

    /** Cancels a task that has not finished; a finished one stays as it is (outcome {@code skipped}). */
    public Transition cancel(String id, Principal principal, String message) {
        if (!TaskKeys.isWellFormed(id)) {
            return new Transition("gone", null, null, 0, 0);
        }
        Transition cancelled = transition("task cancel", TaskScripts.CANCEL, id, principal.tenant(),
                principal.subject(), principal.incarnation(), message);
        if (cancelled.changed()) {
            dropLease(id);
        }
        return cancelled;
    }

    /** Extends the worker's lease; false when it no longer holds the task (finished, cancelled, taken over, gone). */
    public boolean renew(String id, String worker, int attempt, Duration lease) {
        Response held = RedisCalls.call("task lease", () -> redis.execute("EVAL", TaskScripts.RENEW, "1",
                TaskKeys.task(id), worker, Integer.toString(attempt), Long.toString(lease.toMillis())));
        if (held.toInteger() == 1) {
            indexLease(id, lease);
            return true;
        }
        return false;
    }

    /**
     * Takes over a task whose worker's lease ran out: re-run by {@code worker} when its call is idempotent and fewer
     * than {@code maxAttempts} runs were made, otherwise failed with {@code error}. Keeps the lease index in step
     * with what it finds.
     */
    public Transition claim(String id, String worker, Duration lease, int maxAttempts, JsonNode error,
            String failMessage, String rerunMessage) {
        Transition claimed = transition("task takeover", TaskScripts.CLAIM, id, worker,
                Long.toString(lease.toMillis()), Integer.toString(maxAttempts), write(error), failMessage,
                rerunMessage);
        switch (claimed.outcome()) {
            case "rerun" -> indexLease(id, lease);
            case "alive" -> RedisCalls.run("task lease index", () -> redis.sortedSet(String.class)
                    .zadd(TaskKeys.LEASES, claimed.leaseUntil(), id));
            default -> dropLease(id);
        }
        return claimed;
    }

    /** Tasks whose lease deadline has passed (by Redis's clock), at most {@code limit}. */
    public List<String> dueLeases(int limit) {
        Response due = RedisCalls.call("task leases",
                () -> redis.execute("EVAL", TaskScripts.DUE, "1", TaskKeys.LEASES, Integer.toString(limit)));
        List<String> ids = new ArrayList<>();
        due.forEach(id -> ids.add(id.toString()));
        return ids;
    }

    /** One page of the caller's tasks, oldest first, from {@code offset}; expired ones drop out of the list. */
    public Page list(Principal principal, int offset, int limit) {
        String key = TaskKeys.byCaller(principal.tenantKey(), principal.subject());
        List<String> ids = RedisCalls.call("task list",
                () -> redis.sortedSet(String.class).zrange(key, offset, offset + limit - 1L));
        List<TaskRecord> tasks = new ArrayList<>();
        List<String> expired = new ArrayList<>();
        for (String id : ids) {
            load(id).filter(task -> task.owner().equals(principal)).ifPresentOrElse(tasks::add, () -> expired.add(id));
        }
        if (!expired.isEmpty()) {
            RedisCalls.run("task list", () -> redis.sortedSet(String.class).zrem(key, expired.toArray(String[]::new)));
        }
        int next = ids.size() < limit ? -1 : offset + ids.size() - expired.size();
        return new Page(tasks, next);
    }

    /**
     * One page of the tasks of a tenant's incarnation ({@link Principal#tenantKey}), every caller's, newest first, from
     * {@code offset}; expired ones drop out of the list.
     */
    public Page listTenant(String tenantKey, int offset, int limit) {
        String key = TaskKeys.byTenant(tenantKey);
        List<String> ids = RedisCalls.call("task list",
                () -> redis.sortedSet(String.class).zrange(key, offset, offset + limit - 1L,
                        new ZRangeArgs().rev()));
        List<TaskRecord> tasks = new ArrayList<>();
        List<String> expired = new ArrayList<>();
        for (String id : ids) {
            load(id).filter(task -> task.owner().tenantKey().equals(tenantKey)).ifPresentOrElse(tasks::add,
                    () -> expired.add(id));
        }
        if (!expired.isEmpty()) {
            RedisCalls.run("task list", () -> redis.sortedSet(String.class).zrem(key, expired.toArray(String[]::new)));
        }
        int next = ids.size() < limit ? -1 : offset + ids.size() - expired.size();
        return new Page(tasks, next);
    }

    /**
     * Ends every task of a tenant's incarnation ({@link Principal#tenantKey}), its tenant being deleted: a task not yet
     * finished is cancelled first (the replica running it hears so and stops its call), then every task's record and
     * the lists naming it go. Answers how many tasks there were.
     */
    public int forgetTenant(String tenantKey, String message) {
        String tenantList = TaskKeys.byTenant(tenantKey);
        List<String> ids = RedisCalls.call("task list", () -> redis.sortedSet(String.class).zrange(tenantList, 0, -1));
        Set<String> callerLists = new HashSet<>();
        for (String id : ids) {
            Optional<TaskRecord> task = load(id).filter(found -> found.owner().tenantKey().equals(tenantKey));
            if (task.isEmpty()) {
                continue;
            }
            cancel(id, task.get().owner(), message);
            callerLists.add(TaskKeys.byCaller(tenantKey, task.get().owner().subject()));
            dropLease(id);
            RedisCalls.run("task delete", () -> redis.key().del(TaskKeys.task(id), TaskKeys.pending(id)));
        }
        for (String list : callerLists) {
            RedisCalls.run("task list", () -> redis.key().del(list));
        }
        RedisCalls.run("task list", () -> redis.key().del(tenantList));
        return ids.size();
    }

    /** A page of tasks and the offset of the next one (-1: none). */
    public record Page(List<TaskRecord> tasks, int nextOffset) {
    }

    private Transition transition(String operation, String script, String id, String... args) {
        String[] command = new String[4 + args.length];
        command[0] = script;
        command[1] = "2";
        command[2] = TaskKeys.task(id);
        command[3] = TaskKeys.pending(id);
        System.arraycopy(args, 0, command, 4, args.length);
        Transition done = Transition.read(id, RedisCalls.call(operation, () -> redis.execute("EVAL", command)));
        done.announcement().ifPresent(change -> {
            try {
                events.publish(change);
            } catch (StoreUnavailableException e) {
                LOG.warnf("Task %s moved to %s, but the announcement was lost: %s", id, change.status(),
                        e.getMessage());
            }
        });
        return done;
    }

    private void indexLease(String id, Duration lease) {
        soonOrLater("task lease index", () -> redis.execute("EVAL", TaskScripts.INDEX_LEASE, "1", TaskKeys.LEASES,
                id, Long.toString(lease.toMillis())));
    }

    private void dropLease(String id) {
        soonOrLater("task lease index", () -> redis.sortedSet(String.class).zrem(TaskKeys.LEASES, id));
    }

    /**
     * Writes one of the indexes beside a task (the lease index, the lists). They live on other Redis Cluster shards
     * than the task itself: while such a shard is out of reach the task goes on, and the write is tried again every
     * second for {@link #INDEX_RETRIES} seconds, so a failover delays an index, never the task.
     */
    private void soonOrLater(String what, Runnable write) {
        try {
            RedisCalls.run(what, write);
        } catch (StoreUnavailableException e) {
            retry(what, write, 1, e);
        }
    }

    private void retry(String what, Runnable write, int attempt, StoreUnavailableException last) {
        if (attempt > INDEX_RETRIES) {
            LOG.warnf("%s not written after %d attempts: %s", what, INDEX_RETRIES, last.getMessage());
            return;
        }
        CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS).execute(() -> {
            try {
                RedisCalls.run(what, write);
            } catch (StoreUnavailableException e) {
                retry(what, write, attempt + 1, e);
            }
        });
    }

    private TaskRecord decode(String id, Map<String, String> hash, Set<String> pending) {
        TaskCall call = new TaskCall(hash.get("tool"), read(hash.get("arguments")), read(hash.get("capabilities")),
                hash.get("era"), hash.get("version"), hash.get("session"), "1".equals(hash.get("idempotent")));
        Map<String, JsonNode> answers = new LinkedHashMap<>();
        hash.forEach((field, value) -> {
            if (field.startsWith("answer:")) {
                answers.put(field.substring("answer:".length()), read(value));
            }
        });
        ObjectNode outstanding = json.createObjectNode();
        if (hash.get("requests") instanceof String requests && read(requests) instanceof ObjectNode all) {
            all.properties().forEach(entry -> {
                if (pending.contains(entry.getKey())) {
                    outstanding.set(entry.getKey(), entry.getValue());
                }
            });
        }
        TaskInput input = new TaskInput(outstanding, readAs(hash.get("keymap"), STRING_MAP, Map.of()),
                readAs(hash.get("used"), STRING_SET, Set.of()), answers, hash.get("state"));
        return new TaskRecord(id, new Principal(hash.get("tenant"), hash.get("subject"), hash.get("incarnation")), call,
                TaskStatus.from(hash.get("status")).orElseThrow(() -> new IllegalStateException(
                        "task " + id + " has an unknown status " + hash.get("status"))),
                hash.get("message"), number(hash.get("created")), number(hash.get("updated")),
                number(hash.get("ttl")), number(hash.get("poll")), read(hash.get("result")), read(hash.get("error")),
                input, (int) number(hash.get("attempt")), hash.get("worker"), number(hash.get("lease")));
    }

    private static long number(String text) {
        return text == null ? 0 : Long.parseLong(text);
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private JsonNode read(String text) {
        if (text == null) {
            return null;
        }
        try {
            return json.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt task field in Redis", e);
        }
    }

    private <T> T readAs(String text, TypeReference<T> type, T absent) {
        if (text == null) {
            return absent;
        }
        try {
            return json.readValue(text, type);
        } catch (IOException e) {
            throw new UncheckedIOException("Corrupt task field in Redis", e);
        }
    }
}
