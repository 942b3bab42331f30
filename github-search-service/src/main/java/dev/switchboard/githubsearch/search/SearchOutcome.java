package dev.switchboard.githubsearch.search;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** The answer to one search call: a page, or a failure explained for the model. */
public sealed interface SearchOutcome {

    /**
     * @param fetchedAt when GitHub last served or confirmed the page
     * @param notes what the reader should know (result window, staleness), empty when nothing
     */
    record Found(SearchRequest request, SearchPage page, Provenance provenance, Instant fetchedAt, List<String> notes)
            implements
                SearchOutcome {
        public Found {
            Objects.requireNonNull(request, "request");
            Objects.requireNonNull(page, "page");
            Objects.requireNonNull(provenance, "provenance");
            Objects.requireNonNull(fetchedAt, "fetchedAt");
            notes = notes == null ? List.of() : List.copyOf(notes);
        }
    }

    /**
     * GitHub does not accept the credential the search was made with (HTTP 401); {@code message} names where it is
     * configured and says what to do, and {@code reason} is GitHub's own message.
     */
    record CredentialRefused(String message, String reason) implements SearchOutcome {
        public CredentialRefused {
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(reason, "reason");
        }
    }

    record Failed(String message) implements SearchOutcome {
        public Failed {
            Objects.requireNonNull(message, "message");
        }
    }
}
