package dev.switchboard.textanalysis.entities;

/** One mention of a technology at char offsets {@code [start, end)} of the text. */
public record TechnologyMatch(Technology technology, int start, int end) {
}
