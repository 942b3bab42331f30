package dev.switchboard.githubsearch.github;

import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.githubsearch.config.GitHubSearchConfig;
import dev.switchboard.githubsearch.credentials.GitHubCredential;
import dev.switchboard.githubsearch.search.GitHubAnswer;
import dev.switchboard.githubsearch.search.GitHubAnswer.Found;
import dev.switchboard.githubsearch.search.GitHubAnswer.NotModified;
import dev.switchboard.githubsearch.search.GitHubAnswer.RateLimited;
import dev.switchboard.githubsearch.search.GitHubAnswer.Rejected;
import dev.switchboard.githubsearch.search.GitHubAnswer.Unauthorized;
import dev.switchboard.githubsearch.search.GitHubAnswer.Unreachable;
import dev.switchboard.githubsearch.search.SearchBackend;
import dev.switchboard.githubsearch.search.SearchRequest;

/** Reads GitHub's answers (status, headers, body) into {@link GitHubAnswer}s. */
@ApplicationScoped
public class GitHubSearchBackend implements SearchBackend {

    private static final Logger LOG = Logger.getLogger(GitHubSearchBackend.class);

    private final GitHubClient client;
    private final ObjectMapper json;
    private final Clock clock;
    private final String origin;

    GitHubSearchBackend(GitHubClient client, ObjectMapper json, Clock clock, GitHubSearchConfig config) {
        this.client = client;
        this.json = json;
        this.clock = clock;
        this.origin = withoutUserInfo(config.apiUrl());
    }

    @Override
    public String origin() {
        return origin;
    }

    @Override
    public GitHubAnswer search(SearchRequest request, GitHubCredential credential, Optional<String> ifNoneMatch) {
        GitHubReply reply;
        try {
            reply = client.searchRepositories(request, credential.authorization(), ifNoneMatch);
        } catch (CircuitBreakerOpenException e) {
            return new Unreachable("GitHub unreachable at " + origin + ": repeated failures opened the circuit "
                    + "breaker, so GitHub is not called for a short while");
        } catch (TimeoutException e) {
            return unreachable("no answer in time, even after retrying");
        } catch (GitHubUnavailableException e) {
            return unreachable(e.getMessage() + ", even after retrying");
        }
        Instant now = clock.instant();
        LOG.debugf("GitHub answered HTTP %d to a search made with %s", reply.status(), credential);
        RateLimitHeaders limits = RateLimitHeaders.of(reply, now);
        return switch (reply.status()) {
            case 200 -> page(reply, limits, now);
            case 304 -> new NotModified(limits.exhausted(now));
            case 401 -> new Unauthorized(error(reply));
            case 403, 429 -> {
                String message = error(reply);
                yield limits.limit(reply.status(), message, now)
                        .<GitHubAnswer> map(RateLimited::new)
                        .orElseGet(() -> new Rejected("GitHub refused the search (HTTP " + reply.status() + ", "
                                + credential.label() + "): " + message));
            }
            case 422 -> new Rejected("GitHub rejected the search query (HTTP 422): " + sentence(error(reply))
                    + " Check the query syntax and qualifiers.");
            default -> new Rejected("GitHub answered HTTP " + reply.status() + ": " + error(reply));
        };
    }

    private GitHubAnswer page(GitHubReply reply, RateLimitHeaders limits, Instant now) {
        try {
            SearchRepositoriesBody body = json.readValue(reply.body(), SearchRepositoriesBody.class);
            return new Found(body.toPage(), Optional.ofNullable(reply.etag()), limits.exhausted(now));
        } catch (IOException | IllegalArgumentException e) {
            LOG.warnf("GitHub at %s answered a search with an unreadable body: %s", origin, e.getMessage());
            return new Rejected("GitHub at " + origin + " answered with something that is not a repository search "
                    + "result; is GITHUB_API_URL pointing at GitHub's REST API?");
        }
    }

    private Unreachable unreachable(String reason) {
        return new Unreachable("GitHub unreachable at " + origin + ": " + reason);
    }

    private String error(GitHubReply reply) {
        try {
            return json.readValue(reply.body(), GitHubErrorBody.class).describe();
        } catch (IOException | RuntimeException e) {
            return "no readable error message";
        }
    }

    private static String sentence(String text) {
        return text.endsWith(".") ? text : text + ".";
    }

    private static String withoutUserInfo(String apiUrl) {
        String trimmed = apiUrl.strip().replaceAll("/+$", "");
        URI uri = URI.create(trimmed);
        if (uri.getRawUserInfo() == null) {
            return trimmed;
        }
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort())
                + (uri.getRawPath() == null ? "" : uri.getRawPath());
    }
}
