package dev.switchboard.githubsearch.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EqualSearchesNormalizeToTheSameRequestTest {

    @Test
    void whitespaceCollapsesButQualifiersAndCaseStay() {
        SearchRequest request = new SearchRequest("\t mcp \n  language:Java   stars:>100 ", 5, 1, null, null);

        assertThat(request.query()).isEqualTo("mcp language:Java stars:>100");
        assertThat(request.canonical()).isEqualTo(new SearchRequest("mcp language:Java stars:>100", 5, 1, null, null)
                .canonical());
        assertThat(request.canonical()).isNotEqualTo(new SearchRequest("mcp language:java stars:>100", 5, 1, null,
                null).canonical());
    }

    @Test
    void orderIsDroppedWithoutSortAndDefaultsToDescWithIt() {
        assertThat(new SearchRequest("mcp", 5, 1, null, SortOrder.ASC).order()).isNull();
        assertThat(new SearchRequest("mcp", 5, 1, SearchSort.STARS, null).order()).isEqualTo(SortOrder.DESC);
        assertThat(new SearchRequest("mcp", 5, 1, SearchSort.STARS, null).canonical())
                .isEqualTo(new SearchRequest("mcp", 5, 1, SearchSort.STARS, SortOrder.DESC).canonical());
    }

    @Test
    void everyParameterTakesPartInTheCanonicalForm() {
        String base = new SearchRequest("mcp", 5, 1, SearchSort.FORKS, SortOrder.ASC).canonical();

        assertThat(base).isEqualTo("q=mcp&per_page=5&page=1&sort=forks&order=asc");
        assertThat(new SearchRequest("mcp", 6, 1, SearchSort.FORKS, SortOrder.ASC).canonical()).isNotEqualTo(base);
        assertThat(new SearchRequest("mcp", 5, 2, SearchSort.FORKS, SortOrder.ASC).canonical()).isNotEqualTo(base);
        assertThat(new SearchRequest("mcp", 5, 1, SearchSort.UPDATED, SortOrder.ASC).canonical()).isNotEqualTo(base);
        assertThat(new SearchRequest("mcp", 5, 1, SearchSort.FORKS, SortOrder.DESC).canonical()).isNotEqualTo(base);
    }

    @Test
    void impossibleRequestsAreRefused() {
        assertThatThrownBy(() -> new SearchRequest(" \t ", 5, 1, null, null))
                .hasMessageContaining("besides whitespace");
        assertThatThrownBy(() -> new SearchRequest("x".repeat(257), 5, 1, null, null))
                .hasMessageContaining("256");
        assertThatThrownBy(() -> new SearchRequest("mcp", 0, 1, null, null)).hasMessageContaining("perPage");
        assertThatThrownBy(() -> new SearchRequest("mcp", 101, 1, null, null)).hasMessageContaining("perPage");
        assertThatThrownBy(() -> new SearchRequest("mcp", 5, 0, null, null)).hasMessageContaining("page");
    }

    @Test
    void sortAndOrderAreReadFromGitHubsNames() {
        assertThat(SearchSort.from("help-wanted-issues")).isEqualTo(SearchSort.HELP_WANTED_ISSUES);
        assertThat(SortOrder.from("asc")).isEqualTo(SortOrder.ASC);
        assertThatThrownBy(() -> SearchSort.from("popularity")).hasMessageContaining("popularity");
    }
}
