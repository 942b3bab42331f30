package dev.switchboard.githubsearch.github;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import dev.switchboard.githubsearch.search.LimitKind;
import dev.switchboard.githubsearch.search.RateLimitBlock;

/**
 * GitHub's rate-limit signals on one response, read as GitHub documents them ("Rate limits for the REST API"): the
 * primary limit is exhausted when {@code X-RateLimit-Remaining} is 0 and lifts at {@code X-RateLimit-Reset} (epoch
 * seconds); a {@code Retry-After} means wait that long; a 403/429 rate-limit answer with neither means wait a minute.
 * Waits are held between one second and one hour, so a skewed clock or an odd header cannot block for ever.
 *
 * @param retryAt when {@code Retry-After} allows the next request
 */
record RateLimitHeaders(OptionalLong remaining, Optional<Instant> reset, Optional<Instant> retryAt) {

    static final Duration DEFAULT_WAIT = Duration.ofMinutes(1);
    private static final Duration SHORTEST_WAIT = Duration.ofSeconds(1);
    private static final Duration LONGEST_WAIT = Duration.ofHours(1);

    static RateLimitHeaders of(GitHubReply reply, Instant now) {
        OptionalLong reset = parseLong(reply.rateLimitReset());
        return new RateLimitHeaders(
                parseLong(reply.rateLimitRemaining()),
                reset.isPresent() ? Optional.of(Instant.ofEpochSecond(reset.getAsLong())) : Optional.empty(),
                parseRetryAfter(reply.retryAfter(), now));
    }

    /** Set when this (successful) response used the last request of the primary limit. */
    Optional<RateLimitBlock> exhausted(Instant now) {
        if (primaryExhausted()) {
            return Optional.of(block(LimitKind.PRIMARY, reset.orElse(now.plus(DEFAULT_WAIT)), now));
        }
        return Optional.empty();
    }

    /**
     * How long a 403 or 429 answer holds further requests, or empty when it is no rate limit (a 403 can also mean
     * the token lacks access).
     */
    Optional<RateLimitBlock> limit(int status, String message, Instant now) {
        if (primaryExhausted()) {
            Instant until = reset.orElse(now.plus(DEFAULT_WAIT));
            if (retryAt.isPresent() && retryAt.get().isAfter(until)) {
                until = retryAt.get();
            }
            return Optional.of(block(LimitKind.PRIMARY, until, now));
        }
        if (retryAt.isPresent()) {
            return Optional.of(block(LimitKind.SECONDARY, retryAt.get(), now));
        }
        boolean saysRateLimit = message != null && message.toLowerCase(Locale.ROOT).contains("rate limit");
        if (status == 429 || saysRateLimit) {
            return Optional.of(block(LimitKind.SECONDARY, now.plus(DEFAULT_WAIT), now));
        }
        return Optional.empty();
    }

    private boolean primaryExhausted() {
        return remaining.isPresent() && remaining.getAsLong() == 0;
    }

    private static RateLimitBlock block(LimitKind kind, Instant until, Instant now) {
        Instant earliest = now.plus(SHORTEST_WAIT);
        Instant latest = now.plus(LONGEST_WAIT);
        Instant bounded = until.isBefore(earliest) ? earliest : until.isAfter(latest) ? latest : until;
        return new RateLimitBlock(kind, bounded);
    }

    private static OptionalLong parseLong(String value) {
        if (value == null) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(value.strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** Seconds, or an HTTP date (RFC 9110 §10.2.3). */
    private static Optional<Instant> parseRetryAfter(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        OptionalLong seconds = parseLong(value);
        if (seconds.isPresent()) {
            return Optional.of(now.plusSeconds(Math.max(0, seconds.getAsLong())));
        }
        try {
            return Optional.of(ZonedDateTime.parse(value.strip(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
