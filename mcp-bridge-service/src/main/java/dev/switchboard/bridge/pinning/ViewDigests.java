package dev.switchboard.bridge.pinning;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.bridge.upstream.UpstreamConnection;

/**
 * The digest of each MCP Apps view an upstream's tools name, as this replica last read it: read from the upstream the
 * first time a tool needs it (for its pin), forgotten when the upstream connects or lists anew, and replaced when a
 * read served to a client finds other contents. {@code sha256:} of the canonical JSON of the {@code contents} a
 * {@code resources/read} answers ({@link ToolDigest#of}).
 */
@ApplicationScoped
public class ViewDigests {

    private static final Logger LOG = Logger.getLogger(ViewDigests.class);

    private final Map<Key, String> digests = new ConcurrentHashMap<>();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    private record Key(String upstream, String uri) {
    }

    /** The digest of {@code uri}'s contents (the upstream's own URI), read now when not known; empty when unreadable. */
    public Optional<String> of(UpstreamConnection upstream, String uri) {
        Key key = new Key(upstream.name(), uri);
        String known = digests.get(key);
        if (known != null) {
            return Optional.of(known);
        }
        try {
            JsonNode read = upstream.readResource(uri, "view-" + UUID.randomUUID()).block(upstream.spec().callTimeout());
            String digest = of(read);
            digests.put(key, digest);
            reported.remove(key.toString());
            return Optional.of(digest);
        } catch (RuntimeException e) {
            if (reported.add(key.toString())) {
                LOG.warnf("Cannot read the view %s of upstream '%s' to pin it; its tools are not exposed until it "
                        + "can be read: %s", uri, upstream.name(), e.getMessage());
            }
            return Optional.empty();
        }
    }

    /** The digest of a {@code resources/read} result's contents. */
    public static String of(JsonNode readResult) {
        return ToolDigest.of(readResult == null ? null : readResult.path("contents"));
    }

    /** Contents of {@code uri} just read for a client: their digest is what the view is now. */
    public void record(String upstream, String uri, String digest) {
        digests.put(new Key(upstream, uri), digest);
    }

    /** The upstream connected or listed anew: its views are read again when next needed. */
    public void forget(String upstream) {
        digests.keySet().removeIf(key -> key.upstream().equals(upstream));
    }
}
