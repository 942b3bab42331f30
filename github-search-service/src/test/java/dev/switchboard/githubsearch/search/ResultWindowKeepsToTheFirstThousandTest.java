package dev.switchboard.githubsearch.search;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ResultWindowKeepsToTheFirstThousandTest {

    @Test
    void aPageStartingAtResult1000IsInsideButOneStartingAt1001IsNot() {
        assertThat(ResultWindow.startsBeyond(new SearchRequest("q", 1, 1000, null, null))).isFalse();
        assertThat(ResultWindow.startsBeyond(new SearchRequest("q", 1, 1001, null, null))).isTrue();
        assertThat(ResultWindow.startsBeyond(new SearchRequest("q", 100, 10, null, null))).isFalse();
        assertThat(ResultWindow.startsBeyond(new SearchRequest("q", 100, 11, null, null))).isTrue();
        assertThat(ResultWindow.startsBeyond(new SearchRequest("q", 30, 34, null, null)))
                .as("results 991-1020 start inside the window").isFalse();
    }

    @Test
    void theLastPageCountsOnlyReachableResults() {
        assertThat(ResultWindow.lastPage(0, 5)).isEqualTo(1);
        assertThat(ResultWindow.lastPage(12, 5)).isEqualTo(3);
        assertThat(ResultWindow.lastPage(52_341, 5)).isEqualTo(200);
        assertThat(ResultWindow.lastPage(52_341, 30)).isEqualTo(34);
    }

    @Test
    void theRefusalSaysWhichPagesAreReachable() {
        assertThat(ResultWindow.beyondMessage(new SearchRequest("q", 30, 35, null, null)))
                .contains("would start at result 1021")
                .contains("Use page 34 or lower");
    }

    @Test
    void notesExplainTheWindowAnEmptyPageAndIncompleteResults() {
        SearchPage many = new SearchPage(52_341, true, List.of());

        assertThat(ResultWindow.notes(new SearchRequest("q", 5, 1, null, null), many))
                .hasSize(2)
                .anySatisfy(note -> assertThat(note).contains("only the first 1000 of the 52341"))
                .anySatisfy(note -> assertThat(note).contains("incomplete_results"));
        assertThat(ResultWindow.notes(new SearchRequest("q", 5, 4, null, null), new SearchPage(12, false, List.of())))
                .containsExactly("Page 4 is past the last page (3) for 12 reachable results at perPage 5.");
        assertThat(ResultWindow.notes(new SearchRequest("q", 5, 1, null, null), new SearchPage(12, false, List.of())))
                .isEmpty();
    }
}
