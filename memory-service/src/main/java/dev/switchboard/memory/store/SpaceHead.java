package dev.switchboard.memory.store;

/**
 * Where a space's history stands: {@code epoch} names this incarnation of the space (a new one after the space
 * expired and was created again; empty while it does not exist) and {@code seq} counts its changes.
 */
public record SpaceHead(String epoch, long seq) {

    public static final SpaceHead NONE = new SpaceHead("", 0);
}
