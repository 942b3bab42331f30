package dev.switchboard.gateway.catalog;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Keeps the catalogue in step with the registry: an immediate resync whenever a service announces itself or leaves
 * (pub/sub), and a periodic one that catches services whose heartbeat simply expired. A service missing from the
 * registry is asked whether its last instance left on purpose, which takes it out of the catalogue at once.
 */
@Singleton
public class CatalogWatcher {

    private static final Logger LOG = Logger.getLogger(CatalogWatcher.class);

    private final ServiceRegistry registry;
    private final ToolCatalog catalog;
    private final ExecutorService executor;
    private final AtomicBoolean resyncQueued = new AtomicBoolean();
    /** One read-and-rebuild at a time, so an older read of the registry is never applied after a newer one. */
    private final ReentrantLock resyncing = new ReentrantLock();
    private volatile boolean storeDown;

    CatalogWatcher(ServiceRegistry registry, ToolCatalog catalog, @VirtualThreads ExecutorService executor) {
        this.registry = registry;
        this.catalog = catalog;
        this.executor = executor;
    }

    void onStart(@Observes StartupEvent event) {
        registry.watch(service -> {
            if (resyncQueued.compareAndSet(false, true)) {
                executor.execute(() -> {
                    resyncQueued.set(false);
                    resync();
                });
            }
        });
        resync();
    }

    @Scheduled(every = "${gateway.catalog.resync-interval:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void periodicResync() {
        resync();
    }

    /**
     * Reads the registry now and rebuilds the catalogue from it (announcements that arrive while a read is queued are
     * coalesced). A triggered and a periodic resync may overlap: without the lock, one that read before a service
     * registered could rebuild after one that read since, and take the service out again until the next resync.
     */
    void resync() {
        resyncing.lock();
        try {
            List<ServiceRegistration> live = registry.live();
            Set<String> left = catalog.vanished(live).stream().filter(registry::left)
                    .map(ServiceRegistration::service).collect(Collectors.toSet());
            catalog.rebuild(live, left);
            if (storeDown) {
                LOG.info("Registry reachable again");
                storeDown = false;
            }
        } catch (StoreUnavailableException e) {
            if (!storeDown) {
                LOG.warnf("Cannot read the registry; keeping the last known catalogue: %s", e.getMessage());
                storeDown = true;
            }
        } finally {
            resyncing.unlock();
        }
    }
}
