package dev.switchboard.githubsearch.search;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A page as GitHub last served or confirmed it. Kept longer than it is fresh: a stale entry is revalidated with its
 * {@code etag} (a 304 costs no rate limit) and answers when GitHub cannot.
 *
 * @param etag GitHub's entity tag, null when it sent none
 * @param fetchedAt when GitHub last served or confirmed the page
 */
public record CachedSearch(SearchPage page, String etag, Instant fetchedAt) {

    public CachedSearch {
        Objects.requireNonNull(page, "page");
        Objects.requireNonNull(fetchedAt, "fetchedAt");
    }

    public boolean isFreshAt(Instant now, Duration freshFor) {
        return now.isBefore(fetchedAt.plus(freshFor));
    }

    /** The same page, confirmed unchanged by GitHub at {@code now}. */
    public CachedSearch confirmedAt(Instant now) {
        return new CachedSearch(page, etag, now);
    }
}
