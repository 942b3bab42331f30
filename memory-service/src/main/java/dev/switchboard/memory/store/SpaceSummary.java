package dev.switchboard.memory.store;

import java.time.Instant;

/** A space of a tenant and when something was last saved to it. */
public record SpaceSummary(String space, Instant lastSaved) {
}
