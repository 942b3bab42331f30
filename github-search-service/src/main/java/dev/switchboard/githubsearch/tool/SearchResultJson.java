package dev.switchboard.githubsearch.tool;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.githubsearch.search.RepositorySummary;
import dev.switchboard.githubsearch.search.ResultWindow;
import dev.switchboard.githubsearch.search.SearchOutcome;
import dev.switchboard.githubsearch.search.SearchRequest;

/** The tool's structured result: the seed shape {@code {totalCount, items:[…]}} plus paging, provenance and notes. */
final class SearchResultJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SearchResultJson() {
    }

    static ObjectNode of(SearchOutcome.Found found, List<String> extraNotes) {
        SearchRequest request = found.request();
        ObjectNode result = NODES.objectNode()
                .put("totalCount", found.page().totalCount())
                .put("incompleteResults", found.page().incompleteResults())
                .put("query", request.query());
        if (request.sort() != null) {
            result.put("sort", request.sort().wireName()).put("order", request.order().wireName());
        }
        result.put("page", request.page())
                .put("perPage", request.perPage())
                .put("lastPage", ResultWindow.lastPage(found.page().totalCount(), request.perPage()));
        ArrayNode items = result.putArray("items");
        found.page().items().forEach(item -> items.add(item(item)));
        result.put("source", found.provenance().wireName())
                .put("fetchedAt", found.fetchedAt().toString());
        ArrayNode notes = result.putArray("notes");
        extraNotes.forEach(notes::add);
        found.notes().forEach(notes::add);
        return result;
    }

    private static ObjectNode item(RepositorySummary repository) {
        ObjectNode item = NODES.objectNode()
                .put("name", repository.name())
                .put("fullName", repository.fullName())
                .put("description", repository.description())
                .put("url", repository.url())
                .put("stars", repository.stars())
                .put("language", repository.language())
                .put("forks", repository.forks())
                .put("openIssues", repository.openIssues());
        ArrayNode topics = item.putArray("topics");
        repository.topics().forEach(topics::add);
        return item.put("updatedAt", repository.updatedAt() == null ? null : repository.updatedAt().toString())
                .put("owner", repository.owner())
                .put("license", repository.license());
    }
}
