package dev.switchboard.conformance.events;

import java.time.Duration;

import dev.switchboard.contract.kit.CallEvents;

/** Waits between the steps of a fixture, giving up early when the caller went away. */
final class Pacing {

    private static final long SLICE_MS = 10;

    private Pacing() {
    }

    /** Waits {@code pause}; false when the call was cancelled (or the thread interrupted) meanwhile. */
    static boolean pause(CallEvents events, Duration pause) {
        long deadline = System.nanoTime() + pause.toNanos();
        try {
            while (!events.cancelled()) {
                long leftMs = (deadline - System.nanoTime()) / 1_000_000;
                if (leftMs <= 0) {
                    return true;
                }
                Thread.sleep(Math.min(SLICE_MS, leftMs));
            }
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
