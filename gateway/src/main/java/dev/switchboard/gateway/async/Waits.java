package dev.switchboard.gateway.async;

import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import io.vertx.core.Context;

/**
 * The waits the gateway allows itself, each refused on a Vert.x event loop. A wait there stalls every request the loop
 * carries, and a wait for a stage that the same loop completes never ends. Quarkus refuses Mutiny's {@code await()}
 * there the same way, which covers the blocking Redis client. The architecture tests keep every other wait (a future's
 * {@code get}, {@code Thread.sleep}, a queue's {@code take}, …) out of the gateway, and {@link Stages#join} waits here
 * too.
 */
public final class Waits {

    private Waits() {
    }

    /**
     * Throws an {@link IllegalStateException} naming {@code what} and the thread when this thread is a Vert.x event
     * loop, for code that blocks in a way of its own.
     */
    public static void refuseEventLoop(String what) {
        if (Context.isOnEventLoopThread()) {
            throw new IllegalStateException(what + " would block the event loop " + Thread.currentThread().getName()
                    + " and every request it carries: run this step on a virtual thread (async.Stages.offLoop)");
        }
    }

    /** {@link Future#get(long, TimeUnit)}, never on an event loop. */
    public static <T> T get(Future<T> future, Duration timeout)
            throws InterruptedException, ExecutionException, TimeoutException {
        refuseEventLoop("Waiting for a future");
        return future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** {@link BlockingQueue#take()}, never on an event loop. */
    public static <T> T take(BlockingQueue<T> queue) throws InterruptedException {
        refuseEventLoop("Waiting for a queue");
        return queue.take();
    }

    /** {@link Thread#join(Duration)}, never on an event loop: whether {@code thread} ended in time. */
    public static boolean join(Thread thread, Duration timeout) throws InterruptedException {
        refuseEventLoop("Waiting for a thread");
        return thread.join(timeout);
    }

    /** {@link Thread#sleep(Duration)}, never on an event loop. */
    public static void sleep(Duration pause) throws InterruptedException {
        refuseEventLoop("Sleeping");
        Thread.sleep(pause);
    }
}
