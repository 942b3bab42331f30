package dev.switchboard.conformance.input;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The client model's reply to a {@code sampling/createMessage} request (an MCP {@code CreateMessageResult}):
 * {@code content} is one block or, since 2025-11-25, an array of blocks; only text blocks carry words.
 */
public record SamplingAnswer(String text, String model, String stopReason, int nonTextBlocks) {

    public static SamplingAnswer read(JsonNode result) {
        if (result == null || !result.isObject()) {
            throw new MalformedAnswerException(
                    "expected a sampling result object {role, content, model}, got " + Describe.kind(result));
        }
        JsonNode content = result.get("content");
        List<JsonNode> blocks = new ArrayList<>();
        if (content != null && content.isObject()) {
            blocks.add(content);
        } else if (content != null && content.isArray()) {
            content.forEach(blocks::add);
        } else {
            throw new MalformedAnswerException(
                    "the sampling result needs content (a block or an array of blocks), got " + Describe.kind(content));
        }
        StringBuilder text = new StringBuilder();
        int nonText = 0;
        for (JsonNode block : blocks) {
            String type = block.path("type").asText("");
            if (type.equals("text") && block.path("text").isTextual()) {
                if (!text.isEmpty()) {
                    text.append('\n');
                }
                text.append(block.get("text").asText());
            } else if (type.isEmpty()) {
                throw new MalformedAnswerException("a content block of the sampling result has no type");
            } else {
                nonText++;
            }
        }
        return new SamplingAnswer(text.toString(), result.path("model").asText(null),
                result.path("stopReason").asText(null), nonText);
    }

    /** The reply's words, or a note saying the model answered without text. */
    public String describe() {
        if (!text.isBlank()) {
            return text;
        }
        return "(no text: the model answered with " + nonTextBlocks + " non-text block" + (nonTextBlocks == 1 ? "" : "s")
                + ")";
    }
}
