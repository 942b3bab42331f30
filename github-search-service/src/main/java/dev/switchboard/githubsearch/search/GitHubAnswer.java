package dev.switchboard.githubsearch.search;

import java.util.Objects;
import java.util.Optional;

/** What GitHub answered to one search, after the client's bounded retries. */
public sealed interface GitHubAnswer {

    /** A page. {@code exhausted} is set when this request used the last of the rate limit. */
    record Found(SearchPage page, Optional<String> etag, Optional<RateLimitBlock> exhausted) implements GitHubAnswer {
        public Found {
            Objects.requireNonNull(page, "page");
        }
    }

    /** 304: the page behind the {@code If-None-Match} ETag is unchanged. */
    record NotModified(Optional<RateLimitBlock> exhausted) implements GitHubAnswer {
    }

    /** 403/429 from a primary or secondary rate limit. */
    record RateLimited(RateLimitBlock block) implements GitHubAnswer {
        public RateLimited {
            Objects.requireNonNull(block, "block");
        }
    }

    /**
     * 401: GitHub does not accept the token (revoked, expired or never valid); {@code reason} is GitHub's own message.
     */
    record Unauthorized(String reason) implements GitHubAnswer {
        public Unauthorized {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** GitHub refused the request (bad query, a token without access, …); {@code message} is fit for the model. */
    record Rejected(String message) implements GitHubAnswer {
        public Rejected {
            Objects.requireNonNull(message, "message");
        }
    }

    /** No usable answer: connection failure, timeout, 5xx, or the circuit breaker is open. */
    record Unreachable(String message) implements GitHubAnswer {
        public Unreachable {
            Objects.requireNonNull(message, "message");
        }
    }
}
