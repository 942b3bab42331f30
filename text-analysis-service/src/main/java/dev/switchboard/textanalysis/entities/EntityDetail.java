package dev.switchboard.textanalysis.entities;

/** A concept or process with how often it occurs and the code point offset of its first mention. */
public record EntityDetail(String name, int count, int firstOffset) {
}
