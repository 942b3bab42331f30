package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import dev.switchboard.gateway.catalog.CatalogChanged;
import dev.switchboard.gateway.catalog.CatalogTool;

/**
 * The latest changes of the tool catalogue as this replica saw them since it started, newest first: which tools came,
 * went or changed their definition. Every replica rebuilds the same catalogue from the registry, so any replica's
 * list tells the story; it is kept in memory, a bounded few.
 */
@ApplicationScoped
public class CatalogueChanges {

    static final int KEPT = 20;

    /** One rebuild that changed what clients can list. */
    public record Change(Instant at, List<String> added, List<String> removed, List<String> changed, int tools,
            int prompts, int resources) {
    }

    private final Deque<Change> changes = new ArrayDeque<>();

    void onChange(@Observes CatalogChanged change) {
        Map<String, CatalogTool> before = change.previous().tools();
        Map<String, CatalogTool> after = change.current().tools();
        TreeSet<String> added = new TreeSet<>(after.keySet());
        added.removeAll(before.keySet());
        TreeSet<String> removed = new TreeSet<>(before.keySet());
        removed.removeAll(after.keySet());
        TreeSet<String> changed = new TreeSet<>();
        after.forEach((name, tool) -> {
            CatalogTool old = before.get(name);
            if (old != null && !Objects.equals(old.listing(), tool.listing())) {
                changed.add(name);
            }
        });
        Change entry = new Change(Instant.now(), List.copyOf(added), List.copyOf(removed), List.copyOf(changed),
                after.size(), change.current().promptListings().size(), change.current().resourceListings().size());
        synchronized (changes) {
            changes.addFirst(entry);
            while (changes.size() > KEPT) {
                changes.removeLast();
            }
        }
    }

    /** Newest first. */
    public List<Change> latest() {
        synchronized (changes) {
            return new ArrayList<>(changes);
        }
    }
}
