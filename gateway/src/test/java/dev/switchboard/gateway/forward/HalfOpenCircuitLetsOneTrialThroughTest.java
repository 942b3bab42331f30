package dev.switchboard.gateway.forward;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Once its open time is over, a circuit lets exactly one call through while the others are still answered at once:
 * the trial's success closes it, its failure opens it again for longer, and a trial that says nothing (or outlives the
 * open time) makes way for the next.
 */
class HalfOpenCircuitLetsOneTrialThroughTest {

    private static final Duration OPEN = Duration.ofSeconds(5);

    private final AtomicLong now = new AtomicLong(1_000_000_000L);
    private final ServiceCircuit circuit = new ServiceCircuit(3, OPEN, Duration.ofSeconds(12), now::get);

    @Test
    void failuresInARowOpenItAndTheRejectionSaysHowLongItStaysOpen() {
        fail(2);
        reach();
        fail(2);
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.CLOSED);

        fail(1);
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.OPEN);
        advance(Duration.ofMillis(1500));
        assertThat(circuit.admit()).isEqualTo(new ServiceCircuit.Rejected(Duration.ofMillis(3500), false));
    }

    @Test
    void onlyOneTrialGoesThroughAndItsSuccessCloses() {
        open();
        advance(OPEN);
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.HALF_OPEN);

        ServiceCircuit.Admission trial = circuit.admit();
        assertThat(trial).isInstanceOf(ServiceCircuit.Permit.class);
        assertThat(circuit.admit()).isEqualTo(new ServiceCircuit.Rejected(Duration.ZERO, true));
        assertThat(circuit.admit()).isInstanceOf(ServiceCircuit.Rejected.class);

        ((ServiceCircuit.Permit) trial).reached();
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.CLOSED);
        assertThat(circuit.admit()).isInstanceOf(ServiceCircuit.Permit.class);
        assertThat(circuit.admit()).isInstanceOf(ServiceCircuit.Permit.class);
    }

    @Test
    void concurrentCallsGetOneTrialBetweenThem() throws Exception {
        open();
        advance(OPEN);
        int callers = 32;
        CountDownLatch start = new CountDownLatch(1);
        List<Future<ServiceCircuit.Admission>> admissions = new ArrayList<>();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < callers; i++) {
                admissions.add(threads.submit(() -> {
                    start.await();
                    return circuit.admit();
                }));
            }
            start.countDown();
        }
        long trials = 0;
        for (Future<ServiceCircuit.Admission> admission : admissions) {
            trials += admission.get() instanceof ServiceCircuit.Permit ? 1 : 0;
        }
        assertThat(trials).isEqualTo(1);
    }

    @Test
    void aFailedTrialOpensItAgainForTwiceAsLongUpToTheCap() {
        open();
        advance(OPEN);
        ((ServiceCircuit.Permit) circuit.admit()).missed();
        assertThat(circuit.admit()).isEqualTo(new ServiceCircuit.Rejected(Duration.ofSeconds(10), false));

        advance(Duration.ofSeconds(10));
        ((ServiceCircuit.Permit) circuit.admit()).missed();
        assertThat(circuit.admit()).isEqualTo(new ServiceCircuit.Rejected(Duration.ofSeconds(12), false));
    }

    @Test
    void aTrialWithoutVerdictMakesWayForTheNextCall() {
        open();
        advance(OPEN);
        ((ServiceCircuit.Permit) circuit.admit()).undecided();

        ServiceCircuit.Admission next = circuit.admit();
        assertThat(next).isInstanceOf(ServiceCircuit.Permit.class);
        assertThat(circuit.admit()).isInstanceOf(ServiceCircuit.Rejected.class);
    }

    @Test
    void aTrialRunningLongerThanTheOpenTimeNoLongerHoldsTheOthersBack() {
        open();
        advance(OPEN);
        ServiceCircuit.Permit slow = (ServiceCircuit.Permit) circuit.admit();
        advance(OPEN);

        ServiceCircuit.Permit next = (ServiceCircuit.Permit) circuit.admit();
        slow.missed();
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.HALF_OPEN);
        next.reached();
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.CLOSED);
    }

    @Test
    void aCallFromBeforeTheOpeningThatFailsLateChangesNothing() {
        ServiceCircuit.Permit early = (ServiceCircuit.Permit) circuit.admit();
        open();
        advance(OPEN);
        ServiceCircuit.Permit trial = (ServiceCircuit.Permit) circuit.admit();

        early.missed();
        assertThat(circuit.admit()).isEqualTo(new ServiceCircuit.Rejected(Duration.ZERO, true));
        trial.reached();
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.CLOSED);
    }

    private void open() {
        fail(3);
        assertThat(circuit.phase()).isEqualTo(ServiceCircuit.Phase.OPEN);
    }

    private void fail(int times) {
        for (int i = 0; i < times; i++) {
            ((ServiceCircuit.Permit) circuit.admit()).missed();
        }
    }

    private void reach() {
        ((ServiceCircuit.Permit) circuit.admit()).reached();
    }

    private void advance(Duration by) {
        now.addAndGet(by.toNanos());
    }
}
