package dev.switchboard.gateway.async;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import io.opentelemetry.context.Context;

/**
 * The few things the request path does with {@link CompletionStage}s. A {@code POST /mcp} starts on an event loop,
 * and a forwarded call's answer completes its stage on the event loop that received it; what follows runs there too,
 * so code on the request path must not block. A step that may wait (for a person, for Redis through the blocking
 * client) goes to a virtual thread with {@link #offLoop}, and a caller that is on a virtual thread already and wants
 * the value waits with {@link #join}, which refuses an event loop ({@link Waits}).
 */
public final class Stages {

    private Stages() {
    }

    /**
     * Waits for {@code stage} and returns its value, or throws what failed it as the code that failed it threw it (not
     * wrapped in a {@link CompletionException}). Only on a thread that may block, a virtual thread: on an event loop it
     * throws an {@link IllegalStateException} at once, even when the stage is already complete, so a test meets the
     * mistake that production would meet only when the stage is slow.
     */
    public static <T> T join(CompletionStage<T> stage) {
        Waits.refuseEventLoop("Waiting for a stage");
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException | CancellationException e) {
            throw rethrown(e);
        }
    }

    /** The failure itself, unwrapped from the {@link CompletionException}s that stages wrap it in. */
    public static Throwable cause(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /**
     * Runs {@code step}, which may block, on {@code virtualThreads}, in the current trace context; its value or
     * failure completes the stage.
     */
    public static <T> CompletionStage<T> onVirtualThread(Executor virtualThreads, Supplier<CompletionStage<T>> step) {
        return CompletableFuture.supplyAsync(Context.current().wrapSupplier(step), virtualThreads)
                .thenCompose(next -> next);
    }

    /** Runs {@code step}, which may block: here unless this thread is an event loop, else on a virtual thread. */
    public static <T> CompletionStage<T> offLoop(Executor virtualThreads, Supplier<CompletionStage<T>> step) {
        if (io.vertx.core.Context.isOnEventLoopThread()) {
            return onVirtualThread(virtualThreads, step);
        }
        try {
            return step.get();
        } catch (RuntimeException e) {
            return failed(e);
        }
    }

    /** A stage that failed with {@code failure} (what a step threw, so callers see it unwrapped). */
    public static <T> CompletionStage<T> failed(Throwable failure) {
        return CompletableFuture.failedFuture(cause(failure));
    }

    private static RuntimeException rethrown(RuntimeException wrapper) {
        Throwable cause = cause(wrapper);
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }
}
