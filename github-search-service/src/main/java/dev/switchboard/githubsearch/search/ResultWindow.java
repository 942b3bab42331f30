package dev.switchboard.githubsearch.search;

import java.util.ArrayList;
import java.util.List;

/** GitHub's search API serves at most the first 1000 results of any search, whatever the page size. */
public final class ResultWindow {

    public static final int MAX_RESULTS = 1000;

    private ResultWindow() {
    }

    /** True when the page's first result lies past the 1000 GitHub serves: asking would only cost a request. */
    public static boolean startsBeyond(SearchRequest request) {
        return request.firstResult() > MAX_RESULTS;
    }

    /** How many of {@code totalCount} matches can be paged through. */
    public static long reachable(long totalCount) {
        return Math.min(totalCount, MAX_RESULTS);
    }

    /** The last page that holds results at this page size (1 when there are none). */
    public static int lastPage(long totalCount, int perPage) {
        return (int) Math.max(1, Math.ceilDiv(reachable(totalCount), perPage));
    }

    public static String beyondMessage(SearchRequest request) {
        int lastPage = lastPage(MAX_RESULTS, request.perPage());
        return "GitHub serves only the first " + MAX_RESULTS + " results of a search; page " + request.page()
                + " at perPage " + request.perPage() + " would start at result " + request.firstResult()
                + ". Use page " + lastPage + " or lower at this page size, or narrow the query with qualifiers "
                + "(e.g. stars:>100, language:java, pushed:>2024-01-01) so fewer repositories match.";
    }

    /** What a reader should know about where this page sits in the result set. */
    public static List<String> notes(SearchRequest request, SearchPage page) {
        List<String> notes = new ArrayList<>();
        int lastPage = lastPage(page.totalCount(), request.perPage());
        if (page.totalCount() > MAX_RESULTS) {
            notes.add("GitHub serves only the first " + MAX_RESULTS + " of the " + page.totalCount()
                    + " matching repositories (pages 1-" + lastPage + " at perPage " + request.perPage()
                    + "); narrow the query with qualifiers (e.g. stars:>100, language:java, pushed:>2024-01-01) "
                    + "to reach the others.");
        }
        if (request.page() > lastPage) {
            notes.add("Page " + request.page() + " is past the last page (" + lastPage + ") for "
                    + reachable(page.totalCount()) + " reachable results at perPage " + request.perPage() + ".");
        }
        if (page.incompleteResults()) {
            notes.add("GitHub's search timed out before it found every match (incomplete_results): totalCount and "
                    + "items may be incomplete; repeating or narrowing the query can help.");
        }
        return notes;
    }
}
