package dev.switchboard.gateway.discovery;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A tool a search found: its listing as the tenant sees it, its score (0–1), why it matched ({@code semantic},
 * {@code keyword} or {@code both}) and the words of the need it contains.
 */
public record Found(ObjectNode listing, double score, String matchedBy, List<String> matchedWords) {

    public Found {
        matchedWords = List.copyOf(matchedWords);
    }
}
