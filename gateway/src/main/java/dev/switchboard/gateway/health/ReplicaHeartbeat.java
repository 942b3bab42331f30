package dev.switchboard.gateway.health;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import dev.switchboard.sessionstore.bus.ReplicaLiveness;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * Keeps this replica's liveness key (named by its bus id) alive while the process runs, so other replicas can tell
 * when the streams and server→client requests it owned have nobody left to finish them. The key goes at shutdown,
 * after the drain: calls still finishing during the drain keep their streams owned.
 */
@ApplicationScoped
public class ReplicaHeartbeat {

    private static final Logger LOG = Logger.getLogger(ReplicaHeartbeat.class);

    private final ReplicaLiveness liveness;
    private final ReplicaBus bus;
    private final GatewayConfig config;
    private volatile boolean stopped;

    ReplicaHeartbeat(ReplicaLiveness liveness, ReplicaBus bus, GatewayConfig config) {
        this.liveness = liveness;
        this.bus = bus;
        this.config = config;
    }

    void onStart(@Observes StartupEvent event) {
        beat();
    }

    @Scheduled(every = "${gateway.replicas.heartbeat:2s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void beat() {
        if (stopped) {
            return;
        }
        try {
            liveness.beat(bus.replicaId(), config.replicas().livenessTtl());
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica heartbeat not written: %s", e.getMessage());
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopped = true;
        try {
            liveness.stopped(bus.replicaId());
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica liveness key left to expire: %s", e.getMessage());
        }
    }
}
