package dev.switchboard.gateway.forward;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The circuit breaker of one service on this replica. Closed, it lets every call through and counts the calls in a row
 * that found the service down; at the threshold it opens: calls are answered at once, without a connection attempt,
 * until the open time is over. Then it is half-open: one call (the trial) goes through while the others are still
 * answered at once; the trial's success closes the circuit, its failure opens it again for twice as long (up to a
 * cap). Any call that reaches the service closes it, whatever the state. A call with no verdict (cancelled by its
 * client, or a slow tool over its own timeout) changes nothing, and a trial without one frees the trial for the next
 * call; a trial still running after the open time no longer holds the others back.
 *
 * <p>
 * Lock-free: the state is an immutable value swapped with compare-and-set, so concurrent calls never wait for it.
 */
public final class ServiceCircuit {

    /** What the circuit says to a call that wants to go through. */
    public sealed interface Admission {
    }

    /** The call may go through; it must report how it ended exactly once. */
    public final class Permit implements Admission {

        private Permit() {
        }

        /** The service answered (a result, an {@code isError} result, a refusal): it is there. */
        public void reached() {
            close();
        }

        /** The service could not be reached or did not answer as a service. */
        public void missed() {
            fail(this);
        }

        /** The call ended without saying anything about the service (cancelled, slow tool, the gateway's own fault). */
        public void undecided() {
            release(this);
        }
    }

    /** The call is answered at once. */
    public record Rejected(Duration retryAfter, boolean trialRunning) implements Admission {
    }

    /** The gauge value of each state: {@code 0} closed, {@code 1} half-open, {@code 2} open. */
    public enum Phase {
        CLOSED,
        HALF_OPEN,
        OPEN
    }

    private sealed interface State {
    }

    private record Closed(int failures) implements State {
    }

    private record Open(long untilNanos, Duration openFor) implements State {
    }

    /** {@code trial} is null when no trial runs. */
    private record HalfOpen(Permit trial, long trialSinceNanos, Duration openedFor) implements State {
    }

    private static final Closed HEALTHY = new Closed(0);

    private final int failureThreshold;
    private final Duration openDuration;
    private final Duration maxOpenDuration;
    private final LongSupplier nanoTime;
    private final AtomicReference<State> state = new AtomicReference<>(HEALTHY);

    /**
     * @param failureThreshold failures in a row that open the circuit
     * @param openDuration how long it first stays open
     * @param maxOpenDuration the cap of the open time, which doubles with each failed trial
     * @param nanoTime the clock ({@link System#nanoTime()} but in tests)
     */
    public ServiceCircuit(int failureThreshold, Duration openDuration, Duration maxOpenDuration,
            LongSupplier nanoTime) {
        if (failureThreshold < 1) {
            throw new IllegalArgumentException("failure threshold below 1: " + failureThreshold);
        }
        this.failureThreshold = failureThreshold;
        this.openDuration = openDuration;
        this.maxOpenDuration = maxOpenDuration.compareTo(openDuration) < 0 ? openDuration : maxOpenDuration;
        this.nanoTime = nanoTime;
    }

    /** A permit to call, or why not and for how long. */
    public Admission admit() {
        while (true) {
            State current = state.get();
            long now = nanoTime.getAsLong();
            switch (current) {
                case Closed ignored -> {
                    return new Permit();
                }
                case Open open when now - open.untilNanos() < 0 -> {
                    return new Rejected(Duration.ofNanos(open.untilNanos() - now), false);
                }
                case Open open -> {
                    Permit trial = new Permit();
                    if (state.compareAndSet(current, new HalfOpen(trial, now, open.openFor()))) {
                        return trial;
                    }
                }
                case HalfOpen halfOpen when halfOpen.trial() != null
                        && now - halfOpen.trialSinceNanos() < halfOpen.openedFor().toNanos() -> {
                    return new Rejected(Duration.ZERO, true);
                }
                case HalfOpen halfOpen -> {
                    Permit trial = new Permit();
                    if (state.compareAndSet(current, new HalfOpen(trial, now, halfOpen.openedFor()))) {
                        return trial;
                    }
                }
            }
        }
    }

    /** The state as a dashboard shows it: an open circuit whose time is over counts as half-open. */
    public Phase phase() {
        return switch (state.get()) {
            case Closed ignored -> Phase.CLOSED;
            case Open open when nanoTime.getAsLong() - open.untilNanos() < 0 -> Phase.OPEN;
            case Open ignored -> Phase.HALF_OPEN;
            case HalfOpen ignored -> Phase.HALF_OPEN;
        };
    }

    private void close() {
        if (state.get() != HEALTHY) {
            state.set(HEALTHY);
        }
    }

    private void fail(Permit permit) {
        while (true) {
            State current = state.get();
            State next = switch (current) {
                case Closed closed when closed.failures() + 1 >= failureThreshold -> opened(openDuration);
                case Closed closed -> new Closed(closed.failures() + 1);
                case HalfOpen halfOpen when halfOpen.trial() == permit -> opened(longer(halfOpen.openedFor()));
                // A call started before the circuit opened, or a trial that was given up on: already accounted for.
                case HalfOpen ignored -> current;
                case Open ignored -> current;
            };
            if (next == current || state.compareAndSet(current, next)) {
                return;
            }
        }
    }

    private void release(Permit permit) {
        State current = state.get();
        if (current instanceof HalfOpen halfOpen && halfOpen.trial() == permit) {
            state.compareAndSet(current, new HalfOpen(null, 0, halfOpen.openedFor()));
        }
    }

    private Open opened(Duration openFor) {
        return new Open(nanoTime.getAsLong() + openFor.toNanos(), openFor);
    }

    private Duration longer(Duration openedFor) {
        Duration doubled = openedFor.multipliedBy(2);
        return doubled.compareTo(maxOpenDuration) > 0 ? maxOpenDuration : doubled;
    }
}
