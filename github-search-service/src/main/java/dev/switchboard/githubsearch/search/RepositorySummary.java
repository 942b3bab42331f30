package dev.switchboard.githubsearch.search;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What a person comparing repositories wants to know about one search hit.
 *
 * @param url the repository's web page
 * @param description null when the repository has none
 * @param language null when GitHub detected none
 * @param license the SPDX id (or the license name when GitHub has no SPDX id), null without a detected license
 * @param updatedAt null when GitHub did not say
 */
public record RepositorySummary(
        String name,
        String fullName,
        String description,
        String url,
        long stars,
        String language,
        long forks,
        long openIssues,
        List<String> topics,
        Instant updatedAt,
        String owner,
        String license) {

    public RepositorySummary {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(fullName, "fullName");
        topics = topics == null ? List.of() : List.copyOf(topics);
    }
}
