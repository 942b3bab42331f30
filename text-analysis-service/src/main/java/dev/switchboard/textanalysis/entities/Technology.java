package dev.switchboard.textanalysis.entities;

/** A gazetteer entry: the canonical name and its category (language, framework, database, protocol …). */
public record Technology(String name, String category) {
}
