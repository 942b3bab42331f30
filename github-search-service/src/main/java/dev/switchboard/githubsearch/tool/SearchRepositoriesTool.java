package dev.switchboard.githubsearch.tool;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.githubsearch.accounts.CredentialChoice;
import dev.switchboard.githubsearch.accounts.GitHubAccounts;
import dev.switchboard.githubsearch.github.GitHubClient;
import dev.switchboard.githubsearch.search.RepositorySearch;
import dev.switchboard.githubsearch.search.SearchOutcome;
import dev.switchboard.githubsearch.search.SearchRequest;
import dev.switchboard.githubsearch.search.SearchSort;
import dev.switchboard.githubsearch.search.SortOrder;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * {@code searchRepositories}: one page of GitHub's repository search, through the shared cache, made as the caller's
 * linked GitHub account or with the tenant's token ({@link GitHubAccounts}). A caller who must link an account first
 * is asked to ({@link Consents}); the retry carrying their answer waits for the link, then searches.
 */
@ApplicationScoped
public class SearchRepositoriesTool implements ServiceTool {

    static final String NAME = "searchRepositories";
    private static final Logger LOG = Logger.getLogger(SearchRepositoriesTool.class);

    private final RepositorySearch search;
    private final GitHubAccounts accounts;
    private final Consents consents;
    private final MeterRegistry meters;
    private final ToolDescriptor descriptor;

    SearchRepositoriesTool(RepositorySearch search, GitHubAccounts accounts, Consents consents, MeterRegistry meters,
            ObjectMapper json) {
        this.search = search;
        this.accounts = accounts;
        this.consents = consents;
        this.meters = meters;
        this.descriptor = ToolDescriptor.of(NAME, "Search GitHub repositories",
                "Searches GitHub repositories with GitHub's search syntax: keywords plus qualifiers such as "
                        + "language:, stars:, topic:, user:, org:, pushed:. Returns one page of matches with stars, "
                        + "forks, language, topics, license and last update. GitHub serves at most the first 1000 "
                        + "results of a search; answers are cached for a few minutes.",
                schema(json, "/tools/searchRepositories.input.json"),
                schema(json, "/tools/searchRepositories.output.json"))
                .withAnnotations(json.createObjectNode()
                        .put("title", "Search GitHub repositories")
                        .put("readOnlyHint", true)
                        .put("destructiveHint", false)
                        .put("idempotentHint", true)
                        .put("openWorldHint", true))
                // No gateway-side cache: this service caches and revalidates itself, and a second cache in front
                // would add its own staleness on top.
                .withHints(null, GitHubClient.WORST_CASE_MS, true)
                .withTaskSupport(ToolExecution.TaskSupport.OPTIONAL);
    }

    /**
     * A search that must ask GitHub runs as a task when the client can take one (GitHub, with retries and backoff,
     * can take up to {@link GitHubClient#WORST_CASE_MS} ms); a fresh cached page answers at once, and so does a
     * consent round.
     */
    @Override
    public boolean runsAsTask(ToolCall call) {
        if (Consents.isConsentRound(call.requestState())) {
            return false;
        }
        try {
            return accounts.choose(call.context()) instanceof CredentialChoice.Search chosen
                    && !search.answersFromCache(request(call.arguments()), chosen.credential());
        } catch (StoreUnavailableException e) {
            return false;
        }
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        ObjectNode arguments = call.arguments();
        SearchRequest request = request(arguments);
        List<String> notes = arguments.hasNonNull("order") && request.sort() == null
                ? List.of("order is ignored without sort: GitHub ranks best matches first.")
                : List.of();
        try {
            if (Consents.isConsentRound(call.requestState())) {
                String refusal = consents.awaitLink(accounts.linkName(), call.context(), call.requestState(),
                        call.inputResponses());
                if (refusal != null) {
                    count("error");
                    return ToolResult.error(refusal);
                }
            }
            return searchWith(accounts.choose(call.context()), request, notes, call, true);
        } catch (StoreUnavailableException e) {
            LOG.warnf("Search cache unavailable: %s", e.getMessage());
            count("store-unavailable");
            return ToolResult.error("The search cache (Redis) is unavailable, and GitHub is not called without "
                    + "the shared rate-limit state. Try again shortly.");
        }
    }

    /**
     * Searches with the chosen credential; a linked account GitHub refuses is unlinked ({@code firstTry}), and the
     * choice made again asks the user or falls back to the tenant's token.
     */
    private ToolResult searchWith(CredentialChoice choice, SearchRequest request, List<String> notes, ToolCall call,
            boolean firstTry) {
        CredentialChoice.Search chosen;
        switch (choice) {
            case CredentialChoice.Search picked -> chosen = picked;
            case CredentialChoice.AskToLink ask -> {
                count("link-asked");
                return consents.askOrRefuse(accounts.grants().orElseThrow(), call.context(), ask.why());
            }
            case CredentialChoice.Refuse refuse -> {
                count("error");
                return ToolResult.error(refuse.message());
            }
        }
        List<String> allNotes = new ArrayList<>(chosen.notes());
        allNotes.addAll(notes);
        SearchOutcome outcome = search.search(request, chosen.credential());
        return switch (outcome) {
            case SearchOutcome.Found found -> {
                count(found.provenance().wireName());
                yield ToolResult.structured(SearchResultJson.of(found, allNotes));
            }
            case SearchOutcome.CredentialRefused refused when chosen.link() != null && firstTry -> searchWith(
                    accounts.revoked(chosen.link(), refused.reason()), request, notes, call, false);
            case SearchOutcome.CredentialRefused refused -> {
                LOG.debugf("searchRepositories failed: %s", refused.message());
                count("error");
                yield ToolResult.error(refused.message());
            }
            case SearchOutcome.Failed failed -> {
                LOG.debugf("searchRepositories failed: %s", failed.message());
                count("error");
                yield ToolResult.error(failed.message());
            }
        };
    }

    private static SearchRequest request(ObjectNode arguments) {
        try {
            return new SearchRequest(
                    arguments.path("query").asText(),
                    arguments.path("perPage").asInt(SearchRequest.DEFAULT_PER_PAGE),
                    arguments.path("page").asInt(1),
                    arguments.hasNonNull("sort") ? SearchSort.from(arguments.get("sort").asText()) : null,
                    arguments.hasNonNull("order") ? SortOrder.from(arguments.get("order").asText()) : null);
        } catch (IllegalArgumentException e) {
            throw ContractException.invalidParams(e.getMessage());
        }
    }

    private void count(String outcome) {
        meters.counter("switchboard.github.searches", "outcome", outcome).increment();
    }

    private static ObjectNode schema(ObjectMapper json, String resource) {
        try (InputStream in = SearchRepositoriesTool.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing " + resource);
            }
            JsonNode schema = json.readTree(in);
            return (ObjectNode) schema;
        } catch (IOException e) {
            throw new UncheckedIOException("Unreadable " + resource, e);
        }
    }
}
