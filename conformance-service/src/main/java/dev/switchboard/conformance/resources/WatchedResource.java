package dev.switchboard.conformance.resources;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.notify.ResourceUpdates;

/**
 * {@code test://watched-resource}: a text that changes on request. Each change gets the next revision and is
 * published on the resource-update channel, from which every gateway tells subscribed clients
 * ({@code notifications/resources/updated}). Kept in memory: the conformance service runs as a single instance.
 */
@ApplicationScoped
public class WatchedResource {

    public static final String URI = "test://watched-resource";

    /** One version of the resource. */
    public record Version(long revision, String note, Instant updatedAt) {

        String text() {
            return "Watched resource, revision " + revision + " (updated " + updatedAt + "): " + note;
        }
    }

    private final ResourceUpdates updates;
    private final AtomicReference<Version> current = new AtomicReference<>(
            new Version(1, "as the service started", Instant.now()));

    WatchedResource(ResourceUpdates updates) {
        this.updates = updates;
    }

    public Version current() {
        return current.get();
    }

    /**
     * Moves to the next revision carrying {@code note} and publishes the change.
     *
     * @throws dev.switchboard.sessionstore.StoreUnavailableException when Redis cannot take the announcement (the
     *         new revision stands regardless)
     */
    public Version update(String note) {
        Version next = current.updateAndGet(version -> new Version(version.revision() + 1, note, Instant.now()));
        updates.publish(URI);
        return next;
    }
}
