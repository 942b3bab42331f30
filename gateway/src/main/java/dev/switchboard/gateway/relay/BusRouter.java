package dev.switchboard.gateway.relay;

import java.util.concurrent.ExecutorService;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.notify.NotificationHub;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Receives what other replicas route here: answers to server→client requests this replica waits on, cancellations
 * of requests it runs, and messages for the 2024-11-05 streams it holds.
 */
@ApplicationScoped
public class BusRouter {

    private static final Logger LOG = Logger.getLogger(BusRouter.class);

    private final ReplicaBus bus;
    private final PendingAnswers pending;
    private final RunningCalls running;
    private final NotificationHub hub;
    private final ExecutorService executor;

    BusRouter(ReplicaBus bus, PendingAnswers pending, RunningCalls running, NotificationHub hub,
            @VirtualThreads ExecutorService executor) {
        this.bus = bus;
        this.pending = pending;
        this.running = running;
        this.hub = hub;
        this.executor = executor;
    }

    void onStart(@Observes StartupEvent event) {
        bus.listen(message -> executor.execute(() -> route(message)));
    }

    /** Routes one message here, whether it came over the bus or from a request on this replica. */
    public void route(BusMessage message) {
        switch (message.type()) {
            case BusMessage.ANSWER -> pending.deliver(message.session(), message.key(), message.payload());
            case BusMessage.CANCEL -> running.cancel(message.session(), message.key(), "cancelled by the client");
            case BusMessage.OUTBOUND -> {
                if (message.payload() instanceof ObjectNode outbound && !hub.deliver(message.session(), outbound)) {
                    LOG.debugf("No stream here for session %s; message dropped", message.session());
                }
            }
            default -> LOG.debugf("Ignoring bus message of type %s", message.type());
        }
    }
}
