package dev.switchboard.githubsearch.search;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import dev.switchboard.githubsearch.credentials.GitHubCredential;
import dev.switchboard.githubsearch.search.GitHubAnswer.Found;
import dev.switchboard.githubsearch.search.GitHubAnswer.NotModified;
import dev.switchboard.githubsearch.search.GitHubAnswer.RateLimited;
import dev.switchboard.githubsearch.search.GitHubAnswer.Rejected;
import dev.switchboard.githubsearch.search.GitHubAnswer.Unauthorized;
import dev.switchboard.githubsearch.search.GitHubAnswer.Unreachable;
import dev.switchboard.githubsearch.search.SearchOutcome.Failed;

/**
 * Searches GitHub through a shared cache without wasting its rate limit: a fresh cached page is served as is; a stale
 * one is revalidated with its ETag; while GitHub's rate limit is exhausted (remembered in the store, so every replica
 * holds back) or GitHub is unreachable, the cached page answers, marked stale, or the caller is told when to retry.
 */
public final class RepositorySearch {

    private final SearchBackend backend;
    private final SearchStore store;
    private final CachePolicy policy;
    private final Clock clock;

    public RepositorySearch(SearchBackend backend, SearchStore store, CachePolicy policy, Clock clock) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.store = Objects.requireNonNull(store, "store");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Whether {@link #search} would answer from a fresh cached page, without asking GitHub (which, retries included,
     * can take tens of seconds).
     */
    public boolean answersFromCache(SearchRequest request, GitHubCredential credential) {
        if (ResultWindow.startsBeyond(request)) {
            return true;
        }
        String resultKey = digest(backend.origin(), credential.identity(), request.canonical());
        return store.cached(resultKey).filter(entry -> entry.isFreshAt(clock.instant(), policy.freshFor()))
                .isPresent();
    }

    public SearchOutcome search(SearchRequest request, GitHubCredential credential) {
        if (ResultWindow.startsBeyond(request)) {
            return new Failed(ResultWindow.beyondMessage(request));
        }
        String resultKey = digest(backend.origin(), credential.identity(), request.canonical());
        String blockKey = digest(backend.origin(), credential.identity());
        Optional<CachedSearch> cached = store.cached(resultKey);
        Instant now = clock.instant();
        if (cached.isPresent() && cached.get().isFreshAt(now, policy.freshFor())) {
            return found(request, cached.get(), Provenance.CACHE, null);
        }
        Optional<RateLimitBlock> block = store.block(blockKey).filter(b -> b.isActiveAt(now));
        if (block.isPresent()) {
            return limited(request, block.get(), cached, now);
        }
        GitHubAnswer answer = backend.search(request, credential, cached.map(CachedSearch::etag));
        Instant answeredAt = clock.instant();
        return switch (answer) {
            case Found fresh -> {
                CachedSearch entry = new CachedSearch(fresh.page(), fresh.etag().orElse(null), answeredAt);
                store.save(resultKey, entry, policy.keepFor());
                fresh.exhausted().ifPresent(exhausted -> remember(blockKey, exhausted, answeredAt));
                yield found(request, entry, Provenance.GITHUB, null);
            }
            case NotModified unchanged -> {
                unchanged.exhausted().ifPresent(exhausted -> remember(blockKey, exhausted, answeredAt));
                if (cached.isEmpty()) {
                    yield new Failed("GitHub at " + backend.origin() + " answered 304 Not Modified to a search "
                            + "without If-None-Match; is GITHUB_API_URL pointing at GitHub's REST API?");
                }
                CachedSearch entry = cached.get().confirmedAt(answeredAt);
                store.save(resultKey, entry, policy.keepFor());
                yield found(request, entry, Provenance.REVALIDATED, null);
            }
            case RateLimited limit -> {
                remember(blockKey, limit.block(), answeredAt);
                yield limited(request, limit.block(), cached, answeredAt);
            }
            case Unauthorized refused -> new SearchOutcome.CredentialRefused("GitHub rejected the token configured as "
                    + credential.label() + " (HTTP 401: " + refused.reason() + "); an operator has to replace it.",
                    refused.reason());
            case Rejected rejected -> new Failed(rejected.message());
            case Unreachable unreachable -> cached
                    .<SearchOutcome> map(entry -> found(request, entry, Provenance.STALE_CACHE,
                            unreachable.message() + "; these results were fetched from GitHub at "
                                    + seconds(entry.fetchedAt()) + " and may be out of date."))
                    .orElseGet(() -> new Failed(unreachable.message() + ". Try again later."));
        };
    }

    private void remember(String blockKey, RateLimitBlock block, Instant now) {
        Duration remaining = Duration.between(now, block.until());
        if (remaining.isPositive()) {
            store.block(blockKey, block, remaining);
        }
    }

    private SearchOutcome limited(SearchRequest request, RateLimitBlock block, Optional<CachedSearch> cached,
            Instant now) {
        String why = switch (block.kind()) {
            case PRIMARY -> "GitHub's search rate limit for this service is exhausted until " + when(block, now);
            case SECONDARY -> "GitHub's secondary rate limit (too many searches in a short time) holds further "
                    + "searches until " + when(block, now);
        };
        return cached
                .<SearchOutcome> map(entry -> found(request, entry, Provenance.STALE_CACHE,
                        why + "; these results were fetched from GitHub at " + seconds(entry.fetchedAt())
                                + " and may be out of date."))
                .orElseGet(() -> new Failed(why + ". GitHub is not asked again before then (nothing cached "
                        + "for this search); retry after " + seconds(block.until()) + "."));
    }

    private static SearchOutcome found(SearchRequest request, CachedSearch entry, Provenance provenance,
            String staleness) {
        List<String> notes = new ArrayList<>();
        if (staleness != null) {
            notes.add(staleness);
        }
        notes.addAll(ResultWindow.notes(request, entry.page()));
        return new SearchOutcome.Found(request, entry.page(), provenance, entry.fetchedAt(), notes);
    }

    private static String when(RateLimitBlock block, Instant now) {
        long wait = Math.max(1, Math.ceilDiv(Duration.between(now, block.until()).toMillis(), 1000));
        return seconds(block.until()) + " (in " + wait + " s)";
    }

    private static String seconds(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static String digest(String... parts) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            for (String part : parts) {
                sha256.update(part.getBytes(StandardCharsets.UTF_8));
                sha256.update((byte) 0);
            }
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
