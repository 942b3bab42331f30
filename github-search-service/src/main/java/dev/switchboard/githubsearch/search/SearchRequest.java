package dev.switchboard.githubsearch.search;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One page of a repository search, normalized so that searches GitHub answers alike are equal: runs of whitespace in
 * the query collapse to one space (qualifiers such as {@code stars:>100} pass through untouched), {@code order} is
 * dropped without {@code sort} (GitHub ignores it then) and defaults to {@code desc} with it (GitHub's default).
 *
 * @param sort null for GitHub's best match
 * @param order null exactly when {@code sort} is null
 */
public record SearchRequest(String query, int perPage, int page, SearchSort sort, SortOrder order) {

    public static final int DEFAULT_PER_PAGE = 5;
    public static final int MAX_PER_PAGE = 100;
    public static final int MAX_QUERY_LENGTH = 256;

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    public SearchRequest {
        Objects.requireNonNull(query, "query");
        query = WHITESPACE.matcher(query.strip()).replaceAll(" ");
        if (query.isEmpty()) {
            throw new IllegalArgumentException("query must contain something besides whitespace");
        }
        if (query.length() > MAX_QUERY_LENGTH) {
            throw new IllegalArgumentException("query is longer than " + MAX_QUERY_LENGTH + " characters");
        }
        if (perPage < 1 || perPage > MAX_PER_PAGE) {
            throw new IllegalArgumentException("perPage must be between 1 and " + MAX_PER_PAGE);
        }
        if (page < 1) {
            throw new IllegalArgumentException("page must be 1 or more");
        }
        order = sort == null ? null : Objects.requireNonNullElse(order, SortOrder.DESC);
    }

    /** The 1-based position of this page's first result among all results. */
    public long firstResult() {
        return (long) (page - 1) * perPage + 1;
    }

    /** A stable text naming exactly what GitHub is asked; equal for equal requests. */
    public String canonical() {
        return "q=" + query
                + "&per_page=" + perPage
                + "&page=" + page
                + "&sort=" + (sort == null ? "" : sort.wireName())
                + "&order=" + (order == null ? "" : order.wireName());
    }
}
