package dev.switchboard.sessionstore.session;

import java.time.Duration;
import java.util.Collection;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.BusMessage;
import dev.switchboard.sessionstore.bus.ReplicaBus;

/**
 * This process's copies of the sessions it loaded lately, so that a session used many times a second costs one Redis
 * round trip per copy age instead of one per request. A copy is used only while it is younger than the copy age
 * ({@code switchboard.sessions.copy-age}, at most a twentieth of the idle timeout, so the idle clock in Redis still
 * restarts at least that often while the session is used).
 * <p>
 * A copy is never used after a change: the replica that changes or ends a session learns from Redis which replicas
 * took a copy (loading one adds the replica to the session's {@code copies} set, in the same script), tells each of
 * them to drop it, and returns only when every one has acknowledged or the copy age has passed since the change, after
 * which no copy taken before it is used anywhere. So a DELETE answered on one replica is seen by the next request on
 * any other, even one whose bus connection is down (it waits out the copy age). A load that was under way when a
 * change reached this replica keeps no copy.
 */
@Singleton
class SessionCopies {

    private static final Logger LOG = Logger.getLogger(SessionCopies.class);

    private final ReplicaBus bus;
    private final long maxAgeNanos;
    private final int maxCopies;
    private final Map<String, Copy> copies = new ConcurrentHashMap<>();
    private final Map<String, Acknowledgements> changes = new ConcurrentHashMap<>();
    /** Moves at every change this replica hears of: a load overlapping one keeps no copy. */
    private final AtomicLong generation = new AtomicLong();

    private record Copy(SessionRecord session, long takenAt) {
    }

    SessionCopies(ReplicaBus bus, SessionStoreConfig config) {
        this.bus = bus;
        Duration age = config.copyAge();
        Duration ceiling = config.idleTimeout().dividedBy(20);
        this.maxAgeNanos = (age.compareTo(ceiling) > 0 ? ceiling : age).toNanos();
        this.maxCopies = config.maxCopies();
        if (enabled()) {
            bus.listen(BusMessage.COPY_DROP, this::dropRequested);
            bus.listen(BusMessage.COPY_DROPPED, this::dropAcknowledged);
        }
    }

    /** How long a copy may be used, in whole milliseconds rounded up. */
    long maxAgeMillis() {
        return (maxAgeNanos + 999_999) / 1_000_000;
    }

    boolean enabled() {
        return maxAgeNanos > 0 && maxCopies > 0;
    }

    /** This replica's name in a session's {@code copies} set. */
    String holder() {
        return bus.replicaId();
    }

    /** Where this replica is in the sequence of changes it has heard of; read before a load begins. */
    long generation() {
        return generation.get();
    }

    /** The copy of {@code id} if one is young enough to use, else null. */
    SessionRecord fresh(String id) {
        Copy copy = copies.get(id);
        if (copy == null) {
            return null;
        }
        if (System.nanoTime() - copy.takenAt() > maxAgeNanos) {
            copies.remove(id, copy);
            return null;
        }
        return copy.session();
    }

    /**
     * Keeps a copy of a session read from Redis by a load that began at {@code loadStartedAt} (its age counts from
     * there) and {@code generationAtStart}; none if a change was heard of meanwhile.
     */
    void keep(SessionRecord session, long loadStartedAt, long generationAtStart) {
        if (copies.size() >= maxCopies) {
            makeRoom();
        }
        Copy copy = new Copy(session, loadStartedAt);
        copies.put(session.id(), copy);
        // A change heard of before this line bumped the generation first; one heard of after it removes the copy.
        if (generation.get() != generationAtStart) {
            copies.remove(session.id(), copy);
        }
    }

    /**
     * Called once a change to session {@code id} is in Redis, with the replicas that had taken a copy: returns when
     * none of them can use it any more.
     */
    void changed(String id, Collection<String> holders) {
        long changedAt = System.nanoTime();
        generation.incrementAndGet();
        copies.remove(id);
        Set<String> others = ConcurrentHashMap.newKeySet();
        holders.stream().filter(holder -> !holder.equals(holder())).forEach(others::add);
        if (others.isEmpty()) {
            return;
        }
        String nonce = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        Acknowledgements awaited = new Acknowledgements(others);
        changes.put(nonce, awaited);
        try {
            for (String holder : others) {
                try {
                    bus.send(holder, new BusMessage(BusMessage.COPY_DROP, id, nonce,
                            JsonNodeFactory.instance.objectNode().put("from", holder())));
                } catch (StoreUnavailableException e) {
                    LOG.debugf("Copy drop for %s not sent to %s: %s", id, holder, e.getMessage());
                }
            }
            if (!awaited.until(changedAt + maxAgeNanos)) {
                // A holder that did not answer in time (stopped, or its bus down) can no longer use its copy either.
                LOG.debugf("Session %s changed; %d holder(s) did not acknowledge within the copy age", id,
                        awaited.missing.size());
            }
        } finally {
            changes.remove(nonce);
        }
    }

    /** On an event loop: another replica changed a session; drop the copy and say so. */
    private void dropRequested(BusMessage message) {
        generation.incrementAndGet();
        copies.remove(message.session());
        String from = message.payload() == null ? null : message.payload().path("from").asText(null);
        if (from != null) {
            bus.sendWithoutWaiting(from, new BusMessage(BusMessage.COPY_DROPPED, message.session(), message.key(),
                    JsonNodeFactory.instance.objectNode().put("from", holder())));
        }
    }

    private void dropAcknowledged(BusMessage message) {
        Acknowledgements awaited = message.key() == null ? null : changes.get(message.key());
        if (awaited != null && message.payload() != null) {
            awaited.acknowledged(message.payload().path("from").asText(""));
        }
    }

    private void makeRoom() {
        long now = System.nanoTime();
        Iterator<Copy> values = copies.values().iterator();
        while (values.hasNext()) {
            if (now - values.next().takenAt() > maxAgeNanos) {
                values.remove();
            }
        }
        if (copies.size() >= maxCopies) {
            copies.clear();
        }
    }

    /** The holders a change still waits for. */
    private static final class Acknowledgements {

        final Set<String> missing;
        final CompletableFuture<Void> all = new CompletableFuture<>();

        Acknowledgements(Set<String> holders) {
            this.missing = holders;
        }

        void acknowledged(String holder) {
            if (missing.remove(holder) && missing.isEmpty()) {
                all.complete(null);
            }
        }

        /**
         * Waits until every holder acknowledged (true) or {@code deadline} (a {@link System#nanoTime()}) passed. Not
         * even an interrupt ends the wait early: the change must not be answered while a copy may still be used.
         */
        boolean until(long deadline) {
            boolean interrupted = false;
            try {
                while (true) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        return all.isDone();
                    }
                    try {
                        all.get(remaining, TimeUnit.NANOSECONDS);
                        return true;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    } catch (TimeoutException e) {
                        return false;
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e);
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
