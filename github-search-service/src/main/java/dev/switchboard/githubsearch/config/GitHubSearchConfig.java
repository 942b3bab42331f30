package dev.switchboard.githubsearch.config;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How the service reaches GitHub and caches its answers. */
@ConfigMapping(prefix = "github")
public interface GitHubSearchConfig {

    /**
     * Base URL of GitHub's REST API ({@code GITHUB_API_URL}): {@code https://api.github.com}, or
     * {@code https://HOST/api/v3} for GitHub Enterprise Server.
     */
    String apiUrl();

    /** Default token ({@code GITHUB_TOKEN}); without one, searches are anonymous (10 per minute per IP). */
    Optional<String> token();

    /** Tokens of individual tenants ({@code github.tenant-tokens.<tenant>}); other tenants use {@link #token()}. */
    Map<String, String> tenantTokens();

    /** {@code User-Agent} sent to GitHub ({@code GITHUB_USER_AGENT}); GitHub asks for one naming the application. */
    String userAgent();

    Cache cache();

    /** Search result caching. */
    interface Cache {

        /** How long a cached page is served without asking GitHub. */
        @WithDefault("5m")
        Duration ttl();

        /**
         * How long a page is kept after it was fetched: past {@link #ttl()} it is revalidated with its ETag, and it
         * answers (marked stale) while GitHub is rate-limited or unreachable. Never shorter than the TTL.
         */
        @WithDefault("1h")
        Duration retain();
    }
}
