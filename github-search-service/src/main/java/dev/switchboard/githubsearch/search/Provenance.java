package dev.switchboard.githubsearch.search;

/** Where an answered page came from. */
public enum Provenance {
    /** Fetched from GitHub by this call. */
    GITHUB("github"),
    /** Served from the cache while still fresh; GitHub was not asked. */
    CACHE("cache"),
    /** The cached page was stale; GitHub confirmed it unchanged (304) at no rate-limit cost. */
    REVALIDATED("revalidated"),
    /** The cached page was stale and GitHub could not be asked (rate limit, outage): possibly out of date. */
    STALE_CACHE("stale-cache");

    private final String wireName;

    Provenance(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
