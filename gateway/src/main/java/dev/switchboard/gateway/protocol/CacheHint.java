package dev.switchboard.gateway.protocol;

import java.time.Duration;

/**
 * How long a 2026-07-28 client may reuse a result ({@code ttlMs}) and who may share it ({@code cacheScope}); older
 * revisions have no such fields.
 */
public record CacheHint(Duration ttl, String scope) {

    /** No hint: the result is not marked cacheable. */
    public static final CacheHint NONE = new CacheHint(null, null);

    /** The same for every caller (discovery, lists). */
    public static CacheHint shared(Duration ttl) {
        return new CacheHint(ttl, "public");
    }

    /** Only for this caller, and only as fresh as now (a resource read). */
    public static CacheHint privateNow() {
        return new CacheHint(Duration.ZERO, "private");
    }

    public boolean present() {
        return ttl != null;
    }
}
