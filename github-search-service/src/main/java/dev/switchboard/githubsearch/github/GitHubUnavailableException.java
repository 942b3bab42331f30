package dev.switchboard.githubsearch.github;

/**
 * GitHub could not be asked or could not answer (connection failure, read timeout, 5xx): worth a bounded retry, and
 * counted by the circuit breaker. The message is safe to show: it never carries headers or tokens.
 */
public class GitHubUnavailableException extends RuntimeException {

    public GitHubUnavailableException(String message) {
        super(message);
    }

    public GitHubUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
