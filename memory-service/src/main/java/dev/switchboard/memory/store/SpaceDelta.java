package dev.switchboard.memory.store;

import java.util.List;

/**
 * The changes of a space after a known position. {@code complete} is false when the log no longer holds all of them
 * (or the space was recreated): the reader must then load the space again.
 */
public record SpaceDelta(SpaceHead head, boolean complete, List<SpaceChange> changes) {
}
