package dev.switchboard.gateway.forward;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Cancels one in-flight request: set by a client disconnect (2026), a {@code notifications/cancelled} (session era)
 * or a deadline; whoever is working on the request registers what to abort.
 */
public final class Cancellation {

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final List<Runnable> hooks = new CopyOnWriteArrayList<>();
    private volatile String reason;

    public boolean isCancelled() {
        return cancelled.get();
    }

    public String reason() {
        return reason;
    }

    public void cancel(String why) {
        if (cancelled.compareAndSet(false, true)) {
            reason = why;
            hooks.forEach(Runnable::run);
        }
    }

    /** Runs {@code hook} on cancellation (at once if already cancelled); closing the handle unregisters it. */
    public AutoCloseable onCancel(Runnable hook) {
        hooks.add(hook);
        if (cancelled.get() && hooks.remove(hook)) {
            hook.run();
        }
        return () -> hooks.remove(hook);
    }
}
