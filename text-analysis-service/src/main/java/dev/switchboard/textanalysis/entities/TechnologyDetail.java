package dev.switchboard.textanalysis.entities;

/** A technology with its gazetteer category, how often it occurs and the code point offset of its first mention. */
public record TechnologyDetail(String name, String category, int count, int firstOffset) {
}
