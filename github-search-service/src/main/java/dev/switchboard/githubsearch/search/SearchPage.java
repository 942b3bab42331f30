package dev.switchboard.githubsearch.search;

import java.util.List;

/**
 * One page of GitHub's answer. {@code incompleteResults} is GitHub's flag for a search that timed out before it
 * found every match.
 */
public record SearchPage(long totalCount, boolean incompleteResults, List<RepositorySummary> items) {

    public SearchPage {
        items = items == null ? List.of() : List.copyOf(items);
    }
}
