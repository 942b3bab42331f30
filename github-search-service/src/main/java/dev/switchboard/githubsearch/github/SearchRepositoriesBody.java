package dev.switchboard.githubsearch.github;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import dev.switchboard.githubsearch.search.RepositorySummary;
import dev.switchboard.githubsearch.search.SearchPage;

/** The body of {@code GET /search/repositories} (the fields this service reads). */
@JsonIgnoreProperties(ignoreUnknown = true)
record SearchRepositoriesBody(
        @JsonProperty("total_count") Long totalCount,
        @JsonProperty("incomplete_results") boolean incompleteResults,
        List<Item> items) {

    /** One repository of the result. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Item(
            String name,
            @JsonProperty("full_name") String fullName,
            String description,
            @JsonProperty("html_url") String htmlUrl,
            @JsonProperty("stargazers_count") long stargazersCount,
            String language,
            @JsonProperty("forks_count") long forksCount,
            @JsonProperty("open_issues_count") long openIssuesCount,
            List<String> topics,
            @JsonProperty("updated_at") Instant updatedAt,
            Owner owner,
            License license) {

        RepositorySummary toSummary() {
            return new RepositorySummary(name, fullName, description, htmlUrl, stargazersCount, language, forksCount,
                    openIssuesCount, topics, updatedAt, owner == null ? null : owner.login(),
                    license == null ? null : license.shortName());
        }
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Owner(String login) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record License(String key, String name, @JsonProperty("spdx_id") String spdxId) {

        /** The SPDX id; GitHub says {@code NOASSERTION} for licenses it cannot identify, then the name is better. */
        String shortName() {
            return spdxId == null || spdxId.isBlank() || spdxId.equals("NOASSERTION") ? name : spdxId;
        }
    }

    /** @throws IllegalArgumentException when the body is not a search result */
    SearchPage toPage() {
        if (totalCount == null || items == null) {
            throw new IllegalArgumentException("total_count or items missing");
        }
        return new SearchPage(totalCount, incompleteResults, items.stream().map(Item::toSummary).toList());
    }
}
