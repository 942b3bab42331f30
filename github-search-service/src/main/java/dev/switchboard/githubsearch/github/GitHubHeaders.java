package dev.switchboard.githubsearch.github;

/** Header names and pinned values of GitHub's REST API, in one place. */
final class GitHubHeaders {

    /** GitHub's recommended media type for REST responses. */
    static final String MEDIA_TYPE = "application/vnd.github+json";
    static final String API_VERSION = "X-GitHub-Api-Version";
    /** The REST API version this client is written against. */
    static final String PINNED_API_VERSION = "2022-11-28";
    static final String RATE_LIMIT_REMAINING = "X-RateLimit-Remaining";
    static final String RATE_LIMIT_RESET = "X-RateLimit-Reset";
    static final String RETRY_AFTER = "Retry-After";
    static final String ETAG = "ETag";

    private GitHubHeaders() {
    }
}
