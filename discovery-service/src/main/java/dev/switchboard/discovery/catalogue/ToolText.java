package dev.switchboard.discovery.catalogue;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What a tool definition is searched by. Its words ({@code text}, for BM25) are its name split into words
 * ({@code get_weather}, {@code getWeather} → "get weather"), its title, its description, and its parameters' names and
 * descriptions. Its meaning ({@code meaning}, embedded) leaves the parameters out: a short text that says what the tool
 * does embeds closer to a need than one diluted by argument details. The digest of both names the tool's vector
 * wherever it is cached, so a tool is embedded again only when what it is searched by changes.
 */
public record ToolText(String name, String text, String meaning, String digest) {

    public static ToolText of(ObjectNode listing) {
        String name = listing.path("name").asText();
        StringBuilder text = new StringBuilder(words(name));
        append(text, listing.path("title"));
        append(text, listing.path("annotations").path("title"));
        append(text, listing.path("description"));
        String meaning = text.toString();
        JsonNode properties = listing.path("inputSchema").path("properties");
        if (properties.isObject() && !properties.isEmpty()) {
            text.append("\nParameters:");
            for (Iterator<Map.Entry<String, JsonNode>> fields = properties.fields(); fields.hasNext();) {
                Map.Entry<String, JsonNode> field = fields.next();
                text.append(' ').append(words(field.getKey()));
                JsonNode description = field.getValue().path("description");
                if (description.isTextual() && !description.asText().isBlank()) {
                    text.append(" (").append(description.asText().strip()).append(')');
                }
                text.append(';');
            }
        }
        String all = text.toString();
        return new ToolText(name, all, meaning, digest(all));
    }

    /** {@code search_repositories}, {@code searchRepositories}, {@code search-repositories} → "search repositories". */
    static String words(String identifier) {
        return identifier.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("[_\\-.:/]+", " ").strip();
    }

    private static void append(StringBuilder text, JsonNode value) {
        if (value.isTextual() && !value.asText().isBlank()) {
            text.append('\n').append(value.asText().strip());
        }
    }

    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
