package dev.switchboard.gateway.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.search.Match;

/** A tool a search found: its listing as the tenant sees it, and how it matched. */
public record Found(ObjectNode listing, Match match) {
}
