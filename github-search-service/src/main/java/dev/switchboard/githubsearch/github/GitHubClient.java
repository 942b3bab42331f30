package dev.switchboard.githubsearch.github;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

import javax.net.ssl.SSLException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.eclipse.microprofile.rest.client.inject.RestClient;

import dev.switchboard.githubsearch.search.SearchRequest;
import io.smallrye.faulttolerance.api.CircuitBreakerName;

/**
 * Calls GitHub's search with a per-attempt timeout, a bounded retry of transient failures (never of rate limits or
 * client errors, which come back as a {@link GitHubReply}) and a circuit breaker that stops calling GitHub for a while
 * after repeated failures, so an outage does not tie up threads. The values below are defaults; each can be overridden
 * with {@code quarkus.fault-tolerance."dev.switchboard.githubsearch.github.GitHubClient/searchRepositories".*}.
 */
@ApplicationScoped
public class GitHubClient {

    public static final String CIRCUIT_BREAKER = "github-search";
    /** Longest a search can take with the defaults below: three attempts with their pauses, plus a margin. */
    public static final long WORST_CASE_MS = 3 * 12_000 + 2 * 750 + 2_500;

    private final GitHubRestClient rest;

    GitHubClient(@RestClient GitHubRestClient rest) {
        this.rest = rest;
    }

    @Timeout(value = 12, unit = ChronoUnit.SECONDS)
    @Retry(maxRetries = 2, delay = 500, jitter = 250, maxDuration = 40, durationUnit = ChronoUnit.SECONDS, retryOn = {
            GitHubUnavailableException.class, TimeoutException.class }, abortOn = CircuitBreakerOpenException.class)
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 30, delayUnit = ChronoUnit.SECONDS, failOn = {
            GitHubUnavailableException.class, TimeoutException.class })
    @CircuitBreakerName(CIRCUIT_BREAKER)
    public GitHubReply searchRepositories(SearchRequest request, Optional<String> authorization,
            Optional<String> ifNoneMatch) {
        try (Response response = rest.searchRepositories(
                request.query(),
                request.perPage(),
                request.page(),
                request.sort() == null ? null : request.sort().wireName(),
                request.order() == null ? null : request.order().wireName(),
                authorization.orElse(null),
                ifNoneMatch.orElse(null))) {
            if (response.getStatus() >= 500) {
                throw new GitHubUnavailableException("GitHub answered HTTP " + response.getStatus());
            }
            return new GitHubReply(
                    response.getStatus(),
                    response.hasEntity() ? response.readEntity(String.class) : "",
                    response.getHeaderString(GitHubHeaders.ETAG),
                    response.getHeaderString(GitHubHeaders.RATE_LIMIT_REMAINING),
                    response.getHeaderString(GitHubHeaders.RATE_LIMIT_RESET),
                    response.getHeaderString(GitHubHeaders.RETRY_AFTER));
        } catch (ProcessingException e) {
            throw new GitHubUnavailableException(describe(e), e);
        }
    }

    /** Names the failure without echoing the request (its headers carry the token). */
    private static String describe(ProcessingException failure) {
        for (Throwable cause = failure.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException) {
                return "connection refused";
            }
            if (cause instanceof UnknownHostException) {
                return "unknown host";
            }
            if (cause instanceof SSLException) {
                return "TLS handshake failed";
            }
            if (cause.getClass().getSimpleName().contains("Timeout")) {
                return "no answer within the read timeout";
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return "connection failed";
    }
}
