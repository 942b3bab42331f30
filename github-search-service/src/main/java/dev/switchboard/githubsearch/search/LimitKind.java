package dev.switchboard.githubsearch.search;

/** Which of GitHub's rate limits stopped us. */
public enum LimitKind {
    /** The per-token (or per-IP) quota of search requests; resets at {@code X-RateLimit-Reset}. */
    PRIMARY,
    /** GitHub's abuse protection against bursts; lifts after {@code Retry-After} (or a minute). */
    SECONDARY
}
