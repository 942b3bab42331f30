package dev.switchboard.tuning;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;

/**
 * Collects the whole heap once, after every other start-up observer (models loaded, caches built), so that a process
 * begins serving with the heap it needs rather than the one its start-up needed; and again whenever the process has
 * gone quiet with its old generation grown since.
 * <p>
 * At start: loading a model reads it through buffers and parser objects several times its final size; the heap grows
 * for them and, without a full collection, a serial or parallel heap never gives that memory back, and young-generation
 * sizing follows the old generation. With {@code -XX:-ShrinkHeapInSteps} (run.sh and the images set it) the collection
 * returns the difference to the system at once; measured after load, the memory service fell from 290 to 190 MB RSS.
 * Takes well under a second, before the process is ready.
 * <p>
 * When quiet: under load a young collection promotes whatever is in flight at that moment (requests, their JSON, their
 * buffers), so the old generation fills with garbage that only a full collection frees, and a serial heap keeps it
 * committed until one runs, which a heap that no longer grows never needs. G1 does the same with its periodic
 * collection; this is that for every collector. Every {@code switchboard.tuning.heap-idle-check} it looks whether any
 * collection ran since the last look: none means the process allocates next to nothing (no traffic), and if its old
 * generation then holds {@code switchboard.tuning.heap-idle-growth} more than after the last whole-heap collection, it
 * collects the whole heap. Under load collections run all the time, so it never adds a pause there. Measured: the
 * gateway after a minute and a half at 64 clients, 218 MB RSS, 196 MB within 25 s of the load's end.
 */
@ApplicationScoped
public class HeapSettler {

    private static final Logger LOG = Logger.getLogger(HeapSettler.class);

    /** What a collection did: heap in use and committed before and after, in bytes. */
    public record Settled(long usedBefore, long committedBefore, long usedAfter, long committedAfter) {
    }

    private final Duration idleCheck;
    private final long idleGrowth;
    private final AtomicLong idleSettles = new AtomicLong();
    private volatile Settled settled;
    private volatile Settled lastIdleSettle;
    private long oldAfterLastCollection;
    private long collectionsAtLastCheck = -1;
    private ScheduledExecutorService checker;

    private final boolean enabled;

    HeapSettler(TuningConfig config) {
        this.enabled = config.enabled();
        this.idleCheck = config.heapIdleCheck();
        this.idleGrowth = config.heapIdleGrowth().asLongValue();
    }

    void onStart(@Observes @Priority(Integer.MAX_VALUE) StartupEvent event) {
        if (!enabled) {
            return;
        }
        settled = collect();
        LOG.infof("Heap settled after start: %d MB in use, %d MB committed (%d MB committed before)",
                mb(settled.usedAfter()), mb(settled.committedAfter()), mb(settled.committedBefore()));
        if (!idleCheck.isZero() && !idleCheck.isNegative()) {
            checker = Executors.newSingleThreadScheduledExecutor(
                    Thread.ofPlatform().daemon().name("heap-settler").factory());
            checker.scheduleWithFixedDelay(this::settleIfQuiet, idleCheck.toMillis(), idleCheck.toMillis(),
                    TimeUnit.MILLISECONDS);
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        if (checker != null) {
            checker.shutdownNow();
        }
    }

    /** The start-up collection's figures, or null before it ran. */
    public Settled settled() {
        return settled;
    }

    /** How many times a quiet process collected its grown heap. */
    public long idleSettles() {
        return idleSettles.get();
    }

    /** The last collection of a quiet process, or null before one ran. */
    public Settled lastIdleSettle() {
        return lastIdleSettle;
    }

    private void settleIfQuiet() {
        try {
            long collections = collections();
            boolean quiet = collections == collectionsAtLastCheck;
            collectionsAtLastCheck = collections;
            if (quiet && oldGenerationUsed() - oldAfterLastCollection >= idleGrowth) {
                Settled idle = collect();
                lastIdleSettle = idle;
                idleSettles.incrementAndGet();
                collectionsAtLastCheck = collections();
                LOG.debugf("Heap settled while quiet: %d → %d MB in use, %d → %d MB committed", mb(idle.usedBefore()),
                        mb(idle.usedAfter()), mb(idle.committedBefore()), mb(idle.committedAfter()));
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not check the heap", e);
        }
    }

    private Settled collect() {
        MemoryUsage before = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        System.gc();
        MemoryUsage after = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        oldAfterLastCollection = oldGenerationUsed();
        return new Settled(before.getUsed(), before.getCommitted(), after.getUsed(), after.getCommitted());
    }

    private static long collections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    /** The heap outside the young generation: Serial's Tenured Gen, Parallel's PS Old Gen, G1's Old Gen. */
    private static long oldGenerationUsed() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(pool -> pool.getType() == MemoryType.HEAP)
                .filter(pool -> !pool.getName().contains("Eden") && !pool.getName().contains("Survivor"))
                .mapToLong(pool -> pool.getUsage().getUsed()).sum();
    }

    private static long mb(long bytes) {
        return bytes / (1024 * 1024);
    }
}
