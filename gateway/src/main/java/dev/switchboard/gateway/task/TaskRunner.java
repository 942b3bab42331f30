package dev.switchboard.gateway.task;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.tenant.TaskQuota;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.task.TaskCall;
import dev.switchboard.sessionstore.task.TaskChange;
import dev.switchboard.sessionstore.task.TaskEvents;
import dev.switchboard.sessionstore.task.TaskInput;
import dev.switchboard.sessionstore.task.TaskRecord;
import dev.switchboard.sessionstore.task.TaskStatus;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.sessionstore.task.Transition;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Runs durable tasks' calls on this replica. A task is created durably (and counted against its tenant) before anyone
 * is told about it, then its call runs on a virtual thread here under a lease this replica renews. Every replica
 * looks for tasks whose lease ran out (their replica died or lost Redis) and takes them over: an idempotent call is
 * run again, anything else fails saying why, so no task stays {@code working} forever. A cancellation, from any
 * replica, reaches the call running here through the task channel.
 */
@ApplicationScoped
public class TaskRunner {

    private static final Logger LOG = Logger.getLogger(TaskRunner.class);
    private static final int SWEEP_BATCH = 50;

    private final TaskStore store;
    private final TaskEvents events;
    private final TaskQuota quota;
    private final TaskRound round;
    private final GatewayConfig config;
    private final ExecutorService executor;
    private final ObjectMapper json;
    private final MeterRegistry metrics;
    private final String replicaId;
    private final Map<String, Running> running = new ConcurrentHashMap<>();

    TaskRunner(TaskStore store, TaskEvents events, TaskQuota quota, TaskRound round, ReplicaBus bus,
            GatewayConfig config, @VirtualThreads ExecutorService executor, ObjectMapper json,
            MeterRegistry metrics) {
        this.store = store;
        this.events = events;
        this.quota = quota;
        this.round = round;
        this.config = config;
        this.executor = executor;
        this.json = json;
        this.metrics = metrics;
        this.replicaId = bus.replicaId();
        metrics.gaugeMapSize("switchboard.tasks.running", List.of(), running);
    }

    /**
     * A call running here: which attempt, how to stop it, and when its lease was last renewed. One object for the
     * call's whole life (renewal updates it in place), so the worker that ends the call removes exactly its own entry.
     */
    private static final class Running {

        private final int attempt;
        private final Cancellation cancellation = new Cancellation();
        private volatile long renewedAt = System.currentTimeMillis();

        Running(int attempt) {
            this.attempt = attempt;
        }

        int attempt() {
            return attempt;
        }

        Cancellation cancellation() {
            return cancellation;
        }

        long renewedAt() {
            return renewedAt;
        }

        void renewed() {
            renewedAt = System.currentTimeMillis();
        }
    }

    void onStart(@Observes StartupEvent event) {
        events.watch(this::heard);
    }

    /**
     * Records a new task for {@code owner} and starts its call here, with the input that came with the request that
     * created it. When this returns, {@code tasks/get} on any replica finds the task.
     */
    public TaskRecord start(Principal owner, TaskCall call, Duration ttl, Map<String, JsonNode> firstAnswers,
            String firstState) {
        String id = UUID.randomUUID().toString();
        quota.open(owner, id, ttl);
        TaskRecord task = store.create(new TaskStore.NewTask(id, owner, call, ttl, config.tasks().pollInterval(),
                replicaId, config.tasks().lease(), firstAnswers, firstState));
        metrics.counter("switchboard.tasks.created", "tenant", owner.tenant(), "tool", call.tool()).increment();
        launch(id, task.attempt());
        return task;
    }

    /** Runs the task's call here as {@code attempt}: this replica resumed it with the last answer, or took it over. */
    public void launch(String id, int attempt) {
        Running run = new Running(attempt);
        running.put(id, run);
        executor.execute(() -> runRound(id, run));
    }

    /** This replica's lease holder: the worker id tasks record. */
    public String replicaId() {
        return replicaId;
    }

    /** Renews the leases of the calls running here, then takes over tasks whose replica stopped renewing. */
    @Scheduled(every = "${gateway.tasks.sweep-interval}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void tick() {
        try {
            renewLeases();
            takeOverAbandoned();
        } catch (StoreUnavailableException e) {
            LOG.debugf("Task leases not checked: %s", e.getMessage());
        }
    }

    private void heard(TaskChange change) {
        Running run = running.get(change.taskId());
        if (run != null && TaskStatus.CANCELLED.wireName().equals(change.status())) {
            run.cancellation().cancel("the task was cancelled");
        }
    }

    private void runRound(String id, Running run) {
        try {
            TaskRecord task = store.load(id).orElse(null);
            if (task == null || task.status() != TaskStatus.WORKING || task.attempt() != run.attempt()
                    || !replicaId.equals(task.worker())) {
                return;
            }
            Duration timeLeft = Duration.ofMillis(Math.max(1, task.expiresAt() - System.currentTimeMillis()));
            record(task, run.attempt(), round.run(task, task.input().answersForService(),
                    task.input().serviceState(), run.cancellation(), timeLeft));
        } catch (StoreUnavailableException e) {
            LOG.warnf("Task %s: Redis cannot be reached (%s); once its lease runs out, a replica takes it over", id,
                    e.getMessage());
        } catch (RuntimeException e) {
            LOG.errorf(e, "Task %s failed inside the gateway", id);
            try {
                store.finish(id, replicaId, run.attempt(), TaskStatus.FAILED, error(ErrorCodes.INTERNAL_ERROR,
                        "Internal error while running the task; the gateway's log has the details", null), null);
            } catch (StoreUnavailableException unreachable) {
                LOG.warnf("Task %s: its failure could not be recorded (%s); a replica takes it over when its lease "
                        + "runs out", id, unreachable.getMessage());
            }
        } finally {
            running.remove(id, run);
        }
    }

    private void record(TaskRecord task, int attempt, RoundEnd end) {
        switch (end) {
            case RoundEnd.Completed completed -> {
                long size = size(completed.result());
                long limit = config.tasks().maxResultSize().asLongValue();
                if (size > limit) {
                    ObjectNode data = JsonNodeFactory.instance.objectNode().put("resultBytes", size)
                            .put("limitBytes", limit);
                    String message = "The tool's result (" + size + " bytes) is larger than the " + limit
                            + " bytes a task may keep; ask for less (narrower arguments) or call it without a task";
                    store.finish(task.id(), replicaId, attempt, TaskStatus.FAILED,
                            error(ErrorCodes.INTERNAL_ERROR, message, data), message);
                } else {
                    store.finish(task.id(), replicaId, attempt, TaskStatus.COMPLETED, completed.result(), null);
                }
            }
            case RoundEnd.NeedsInput needs -> store.needInput(task.id(), replicaId, attempt,
                    nextInput(task.input(), needs), "Waiting for the client to answer the input requests");
            case RoundEnd.Failed failed -> store.finish(task.id(), replicaId, attempt, TaskStatus.FAILED,
                    failed.error(), failed.error().path("message").asText(null));
            case RoundEnd.Abandoned abandoned -> {
            }
        }
    }

    /**
     * The next round's input, keyed for the client: a service key the task has not handed out before is kept, a
     * reused one gets a suffix, so a key names one request over the task's whole life.
     */
    static TaskInput nextInput(TaskInput previous, RoundEnd.NeedsInput needs) {
        Set<String> used = new HashSet<>(previous.usedKeys());
        Map<String, String> keyMap = new LinkedHashMap<>();
        ObjectNode outstanding = JsonNodeFactory.instance.objectNode();
        needs.inputRequests().properties().forEach(entry -> {
            String key = entry.getKey();
            for (int n = 2; used.contains(key); n++) {
                key = entry.getKey() + "#" + n;
            }
            used.add(key);
            keyMap.put(key, entry.getKey());
            outstanding.set(key, entry.getValue());
        });
        return new TaskInput(outstanding, keyMap, used, Map.of(), needs.serviceState());
    }

    private void renewLeases() {
        long every = config.tasks().lease().toMillis() / 3;
        running.forEach((id, run) -> {
            if (System.currentTimeMillis() - run.renewedAt() < every) {
                return;
            }
            if (store.renew(id, replicaId, run.attempt(), config.tasks().lease())) {
                run.renewed();
            } else {
                run.cancellation().cancel("this replica no longer holds the task");
            }
        });
    }

    private void takeOverAbandoned() {
        for (String id : store.dueLeases(SWEEP_BATCH)) {
            Transition claimed = store.claim(id, replicaId, config.tasks().lease(), config.tasks().maxAttempts(),
                    error(ErrorCodes.INTERNAL_ERROR, ABANDONED, null), ABANDONED,
                    "Running again: the gateway replica that ran it stopped");
            if ("rerun".equals(claimed.outcome())) {
                LOG.infof("Task %s: its replica stopped; running its idempotent call again (attempt %d)", id,
                        claimed.attempt());
                metrics.counter("switchboard.tasks.taken.over", "outcome", "rerun").increment();
                launch(id, claimed.attempt());
            } else if (claimed.changed()) {
                LOG.infof("Task %s: its replica stopped; marked failed", id);
                metrics.counter("switchboard.tasks.taken.over", "outcome", "failed").increment();
            }
        }
    }

    private static final String ABANDONED = "The gateway replica running this task stopped before the call finished, "
            + "and the call was not run again (its tool is not marked idempotent, or it was already tried the most "
            + "times allowed), so it may or may not have taken effect. Check, then call the tool again if that is safe.";

    private static ObjectNode error(int code, String message, JsonNode data) {
        return JsonRpc.errorObject(code, message, data);
    }

    private long size(JsonNode result) {
        try {
            return json.writeValueAsBytes(result).length;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
