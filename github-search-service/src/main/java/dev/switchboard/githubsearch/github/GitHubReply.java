package dev.switchboard.githubsearch.github;

/**
 * A non-5xx answer from GitHub: the status, the body, and the headers that matter for caching and rate limits (each
 * null when absent).
 */
public record GitHubReply(
        int status,
        String body,
        String etag,
        String rateLimitRemaining,
        String rateLimitReset,
        String retryAfter) {
}
