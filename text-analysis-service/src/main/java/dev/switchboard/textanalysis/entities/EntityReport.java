package dev.switchboard.textanalysis.entities;

/**
 * What extractEntities answers: the seed {@code entities} lists, their {@code details}, the number of distinct
 * entities found per kind, whether a list was cut to {@code maxPerCategory} (the most frequent are kept), the primary
 * language and the gazetteer version used.
 */
public record EntityReport(
        Entities entities,
        EntityDetails details,
        EntityTotals distinct,
        boolean truncated,
        String language,
        String gazetteerVersion) {
}
