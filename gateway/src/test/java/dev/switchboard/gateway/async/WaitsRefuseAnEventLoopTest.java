package dev.switchboard.gateway.async;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every wait the gateway allows itself fails at once on a real Vert.x event loop, naming the loop and the way off it,
 * even when there is nothing to wait for; the same waits work on a virtual thread and on a Vert.x worker.
 */
class WaitsRefuseAnEventLoopTest {

    private static Vertx vertx;
    private static ExecutorService virtualThreads;

    /** Each wait, given something it need not wait for. */
    private static final Map<String, Callable<Object>> WAITS = Map.of(
            "Stages.join", () -> Stages.join(CompletableFuture.completedFuture("done")),
            "Waits.get", () -> Waits.get(CompletableFuture.completedFuture("done"), Duration.ofSeconds(1)),
            "Waits.take", () -> Waits.take(new ArrayBlockingQueue<>(1, false, List.of("done"))),
            "Waits.join", () -> Waits.join(Thread.ofVirtual().start(() -> {
            }), Duration.ofSeconds(1)) ? "done" : "still running",
            "Waits.sleep", () -> {
                Waits.sleep(Duration.ZERO);
                return "done";
            });

    @BeforeAll
    static void start() {
        vertx = Vertx.vertx();
        virtualThreads = Executors.newVirtualThreadPerTaskExecutor();
    }

    @AfterAll
    static void stop() throws Exception {
        virtualThreads.close();
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void everyWaitFailsOnAnEventLoop() throws Exception {
        for (var wait : WAITS.entrySet()) {
            String outcome = onEventLoop(wait.getValue());

            assertThat(outcome).as(wait.getKey())
                    .startsWith("IllegalStateException")
                    .contains("would block the event loop vert.x-eventloop-thread-")
                    .contains("async.Stages.offLoop");
        }
    }

    @Test
    void aStepMovedOffTheLoopWaits() throws Exception {
        for (var wait : WAITS.entrySet()) {
            CompletableFuture<Object> moved = new CompletableFuture<>();
            vertx.runOnContext(ignored -> Stages.offLoop(virtualThreads, () -> {
                try {
                    return CompletableFuture.completedFuture(wait.getValue().call());
                } catch (Exception e) {
                    return Stages.failed(e);
                }
            }).whenComplete((value, failure) -> {
                if (failure == null) {
                    moved.complete(value);
                } else {
                    moved.completeExceptionally(failure);
                }
            }));

            assertThat(moved.get(10, TimeUnit.SECONDS)).as(wait.getKey()).isEqualTo("done");
        }
    }

    @Test
    void aWorkerThreadWaits() throws Exception {
        for (var wait : WAITS.entrySet()) {
            Object value = vertx.executeBlocking(wait.getValue()).toCompletionStage().toCompletableFuture()
                    .get(10, TimeUnit.SECONDS);

            assertThat(value).as(wait.getKey()).isEqualTo("done");
        }
    }

    /** What {@code wait} returned on an event loop, or the simple name of what it threw and its message. */
    private static String onEventLoop(Callable<Object> wait) throws Exception {
        CompletableFuture<String> outcome = new CompletableFuture<>();
        vertx.runOnContext(ignored -> {
            try {
                outcome.complete(String.valueOf(wait.call()));
            } catch (Exception e) {
                outcome.complete(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        });
        return outcome.get(10, TimeUnit.SECONDS);
    }
}
