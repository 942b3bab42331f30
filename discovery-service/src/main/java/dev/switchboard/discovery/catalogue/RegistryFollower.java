package dev.switchboard.discovery.catalogue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.contract.kit.BeforeRegistration;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Keeps the {@link CatalogueIndex} in step with the registry, as the gateway keeps its catalogue: at once when a service
 * announces itself or leaves (pub/sub), and every few seconds for services whose heartbeat expired. Before the service
 * registers, it loads the model and indexes the whole catalogue, so the first search finds every tool embedded.
 */
@Singleton
public class RegistryFollower implements BeforeRegistration {

    private static final Logger LOG = Logger.getLogger(RegistryFollower.class);

    private final ServiceRegistry registry;
    private final CatalogueIndex index;
    private final ToolVectors vectors;
    private final ExecutorService executor;
    private final AtomicBoolean resyncQueued = new AtomicBoolean();
    private final ReentrantLock resyncing = new ReentrantLock();
    private volatile boolean started;
    private volatile boolean storeDown;

    RegistryFollower(ServiceRegistry registry, CatalogueIndex index, ToolVectors vectors,
            @VirtualThreads ExecutorService executor) {
        this.registry = registry;
        this.index = index;
        this.vectors = vectors;
        this.executor = executor;
    }

    @Override
    public void start(int port, Runnable rehearsal, Runnable done) {
        executor.execute(() -> {
            try {
                vectors.load();
                registry.watch(service -> {
                    if (resyncQueued.compareAndSet(false, true)) {
                        executor.execute(() -> {
                            resyncQueued.set(false);
                            resync();
                        });
                    }
                });
                resync();
                rehearsal.run();
            } finally {
                started = true;
                done.run();
            }
        });
    }

    @Override
    public String pending() {
        return started ? null : "loading the embedding model and indexing the registered tools";
    }

    @Scheduled(every = "${discovery.resync-interval:5S}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void periodicResync() {
        if (started) {
            resync();
        }
    }

    /** Reads the registry now and applies what changed; one at a time, so an older read never wins over a newer. */
    void resync() {
        resyncing.lock();
        try {
            long start = System.nanoTime();
            int[] changes = index.follow(CatalogueIndex.definitions(registry.live()), vectors::definitions);
            if (changes[0] + changes[1] > 0) {
                LOG.infof("Tool index: %d added or changed, %d removed, %d tools, in %d ms", changes[0], changes[1],
                        index.size(), (System.nanoTime() - start) / 1_000_000);
            }
            if (storeDown) {
                LOG.info("Registry reachable again");
                storeDown = false;
            }
        } catch (StoreUnavailableException e) {
            if (!storeDown) {
                LOG.warnf("Cannot read the registry; keeping the tools indexed so far: %s", e.getMessage());
                storeDown = true;
            }
        } finally {
            resyncing.unlock();
        }
    }
}
