package dev.switchboard.gateway.task;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.forward.Cancellation;
import dev.switchboard.sessionstore.task.TaskChange;
import dev.switchboard.sessionstore.task.TaskEvents;
import io.quarkus.runtime.StartupEvent;

/** Requests on this replica that wait for a task to move (a session-era {@code tasks/result}), woken by its channel. */
@ApplicationScoped
public class TaskWatch {

    private final TaskEvents events;
    private final Map<String, Set<CompletableFuture<Void>>> waiting = new ConcurrentHashMap<>();

    TaskWatch(TaskEvents events) {
        this.events = events;
    }

    void onStart(@Observes StartupEvent event) {
        events.watch(this::heard);
    }

    /**
     * Waits until task {@code id} moves, at most {@code timeout} (callers read the task again either way, so a lost
     * announcement costs one timeout, not the answer), or until {@code cancellation}.
     */
    public void awaitChange(String id, Duration timeout, Cancellation cancellation) {
        CompletableFuture<Void> moved = new CompletableFuture<>();
        waiting.computeIfAbsent(id, unused -> ConcurrentHashMap.newKeySet()).add(moved);
        try (AutoCloseable ignored = cancellation.onCancel(() -> moved.cancel(false))) {
            Waits.get(moved, timeout);
        } catch (TimeoutException | ExecutionException | java.util.concurrent.CancellationException e) {
            // read the task again either way
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            waiting.computeIfPresent(id, (key, futures) -> {
                futures.remove(moved);
                return futures.isEmpty() ? null : futures;
            });
        }
    }

    private void heard(TaskChange change) {
        Set<CompletableFuture<Void>> futures = waiting.get(change.taskId());
        if (futures != null) {
            futures.forEach(future -> future.complete(null));
        }
    }
}
