package dev.switchboard.bridge.upstream;

/** CDI event: an upstream connected or re-listed its offerings. */
public record UpstreamCatalogueChanged(String upstream) {
}
