package dev.switchboard.sessionstore.registry;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.sessionstore.CanonicalJson;

/**
 * The revision of a service manifest: a digest of its canonical JSON, so the gateway (from the registry) and the
 * service instance (from its own offerings) compute the same value for the same release, and different releases of one
 * service (another version, another tool list) get different ones.
 */
public final class ManifestRevision {

    /** Hex digits kept: 48 bits, ample to tell a service's releases apart. */
    private static final int LENGTH = 12;

    /** The internal-call header naming the revision the gateway's catalogue expects the instance to serve. */
    public static final String HEADER = "Switchboard-Manifest-Revision";

    private ManifestRevision() {
    }

    public static String of(JsonNode manifest) {
        return CanonicalJson.sha256(manifest).substring(0, LENGTH);
    }
}
