package dev.switchboard.conformance.tasks;

import java.time.Duration;

import dev.switchboard.contract.kit.CallEvents;

/** Waiting inside a fixture the way long work waits: stopping early when the call is cancelled. */
final class Pause {

    private static final long STEP_MS = 50;

    private Pause() {
    }

    /** Waits {@code length}; false when the call was cancelled first. */
    static boolean of(Duration length, CallEvents events) {
        long end = System.nanoTime() + length.toNanos();
        while (System.nanoTime() < end) {
            if (events.cancelled()) {
                return false;
            }
            try {
                Thread.sleep(Math.min(STEP_MS, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return !events.cancelled();
    }
}
