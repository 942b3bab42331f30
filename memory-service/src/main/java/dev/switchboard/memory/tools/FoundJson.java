package dev.switchboard.memory.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.memory.space.Found;
import dev.switchboard.search.Match;

/** A found memory as tools and prompts show it: id, URI, scores, why it matched, and the record. */
final class FoundJson {

    private FoundJson() {
    }

    static ObjectNode of(Found found, ObjectMapper json) {
        Match match = found.match();
        ObjectNode hit = json.createObjectNode().put("id", found.record().id()).put("uri", found.record().uri())
                .put("score", round(match.score())).put("matched_by", match.matchedBy().wireName())
                .put("semantic", round(match.semantic()));
        if (match.keyword() != null) {
            hit.put("keyword", round(match.keyword()));
            match.terms().forEach(hit.putArray("matched_terms")::add);
        }
        hit.set("record", json.valueToTree(found.record()));
        return hit;
    }

    private static double round(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
