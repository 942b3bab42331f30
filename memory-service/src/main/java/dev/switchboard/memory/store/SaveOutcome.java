package dev.switchboard.memory.store;

/** What a save did: stored the memory (the space now holds {@code count}), or refused it because the space is full. */
public sealed interface SaveOutcome {

    record Saved(long count) implements SaveOutcome {
    }

    record SpaceFull(long count) implements SaveOutcome {
    }
}
