package dev.switchboard.githubsearch.search;

import java.util.Optional;

import dev.switchboard.githubsearch.credentials.GitHubCredential;

/** GitHub's repository search, as {@link RepositorySearch} needs it. */
public interface SearchBackend {

    /** The API base URL; caches and rate-limit state are kept apart per origin. */
    String origin();

    /** Asks GitHub once (plus the client's bounded retries); sends {@code If-None-Match} when an ETag is given. */
    GitHubAnswer search(SearchRequest request, GitHubCredential credential, Optional<String> ifNoneMatch);
}
