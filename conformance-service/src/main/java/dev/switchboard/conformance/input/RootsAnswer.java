package dev.switchboard.conformance.input;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** The client's answer to {@code roots/list} (an MCP {@code ListRootsResult}). */
public record RootsAnswer(List<Root> roots) {

    /** One root: a {@code file://} URI and an optional display name. */
    public record Root(String uri, String name) {
    }

    public RootsAnswer {
        roots = List.copyOf(roots);
    }

    public static RootsAnswer read(JsonNode result) {
        if (result == null || !result.isObject()) {
            throw new MalformedAnswerException("expected a roots result object {roots: [...]}, got " + Describe.kind(result));
        }
        JsonNode roots = result.get("roots");
        if (roots == null || !roots.isArray()) {
            throw new MalformedAnswerException("the roots result needs a roots array, got " + Describe.kind(roots));
        }
        List<Root> read = new ArrayList<>();
        for (JsonNode root : roots) {
            if (!root.path("uri").isTextual()) {
                throw new MalformedAnswerException("root " + read.size() + " has no uri");
            }
            read.add(new Root(root.get("uri").asText(), root.path("name").asText(null)));
        }
        return new RootsAnswer(read);
    }

    /** "2 roots: file:///a (A), file:///b", or "no roots". */
    public String describe() {
        if (roots.isEmpty()) {
            return "no roots";
        }
        List<String> parts = roots.stream()
                .map(root -> root.name() == null ? root.uri() : root.uri() + " (" + root.name() + ")")
                .toList();
        return roots.size() + (roots.size() == 1 ? " root: " : " roots: ") + String.join(", ", parts);
    }
}
