package dev.switchboard.memory.space;

import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.search.Match;

/** A memory a query found, with how well and why it matched. */
public record Found(MemoryRecord record, Match match) {
}
