package dev.switchboard.conformance.changes;

import java.util.concurrent.atomic.AtomicInteger;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import dev.switchboard.contract.kit.OfferingsChanged;

/**
 * How often the tool list and the prompt list were changed on request. Each change shows in a descriptor (the
 * revision is part of a description), and is announced at once: the kit re-registers the manifest and every gateway
 * sends {@code list_changed}. Kept in memory: the conformance service runs as a single instance.
 */
@ApplicationScoped
public class OfferingRevisions {

    private final AtomicInteger tools = new AtomicInteger(1);
    private final AtomicInteger prompts = new AtomicInteger(1);
    private final Event<OfferingsChanged> changes;

    OfferingRevisions(Event<OfferingsChanged> changes) {
        this.changes = changes;
    }

    public int tools() {
        return tools.get();
    }

    public int prompts() {
        return prompts.get();
    }

    /** Moves the tool list to its next revision and announces it; returns the new revision. */
    public int changeTools() {
        int revision = tools.incrementAndGet();
        changes.fire(new OfferingsChanged());
        return revision;
    }

    /** Moves the prompt list to its next revision and announces it; returns the new revision. */
    public int changePrompts() {
        int revision = prompts.incrementAndGet();
        changes.fire(new OfferingsChanged());
        return revision;
    }
}
