package dev.switchboard.githubsearch.accounts;

import java.util.List;
import java.util.Objects;

import dev.switchboard.githubsearch.credentials.GitHubCredential;
import dev.switchboard.sessionstore.vault.LinkKey;

/** What a caller searches with: a credential, or first a consent round, or nothing (with the reason). */
public sealed interface CredentialChoice {

    /**
     * Search with {@code credential}: the user's linked account's when {@code link} is set, else the tenant's.
     *
     * @param notes what the result should say about the choice (a link just removed), empty when nothing
     */
    record Search(GitHubCredential credential, LinkKey link, List<String> notes) implements CredentialChoice {
        public Search {
            Objects.requireNonNull(credential, "credential");
            notes = List.copyOf(notes);
        }
    }

    /** Ask the user to link their account; {@code why} says what happened to a previous link (null: none). */
    record AskToLink(String why) implements CredentialChoice {
    }

    /** No search: the linked account's token cannot be had right now; {@code message} says why. */
    record Refuse(String message) implements CredentialChoice {
        public Refuse {
            Objects.requireNonNull(message, "message");
        }
    }
}
