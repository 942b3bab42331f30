package dev.switchboard.memory.store;

/** One entry of a space's change log, numbered by the space's sequence. */
public sealed interface SpaceChange {

    long seq();

    /** A memory was saved (its stored form), or saved and already deleted again ({@code memory} null). */
    record Saved(long seq, String id, StoredMemory memory) implements SpaceChange {
    }

    record Deleted(long seq, String id) implements SpaceChange {
    }
}
