package dev.switchboard.githubsearch.github;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * GitHub's error body: {@code {"message", "errors":[{"resource","field","code","message"}], "documentation_url"}}.
 * {@code errors} entries are objects in GitHub's documentation but plain strings in some answers; both are read.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record GitHubErrorBody(String message, List<JsonNode> errors) {

    /** GitHub's own words: the message and each error's message, e.g. "Validation Failed: The listed users …". */
    String describe() {
        List<String> details = new ArrayList<>();
        if (errors != null) {
            for (JsonNode error : errors) {
                String detail = error.isTextual() ? error.asText() : error.path("message").asText("");
                if (detail.isBlank() && error.hasNonNull("code")) {
                    detail = error.path("code").asText() + (error.hasNonNull("field")
                            ? " " + error.path("field").asText()
                            : "");
                }
                if (!detail.isBlank()) {
                    details.add(detail);
                }
            }
        }
        String head = message == null || message.isBlank() ? "no message" : message;
        return details.isEmpty() ? head : head + ": " + String.join("; ", details);
    }
}
