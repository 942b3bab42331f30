package dev.switchboard.bridge.offer;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Resource URIs behind the bridge: the upstream's name and {@code +} in front of its own URI
 * ({@code demo://resource/1} of upstream {@code everything} is {@code everything+demo://resource/1}). That keeps a
 * valid URI scheme ({@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}), leaves URI templates expandable as they are,
 * and is undone by cutting at the first {@code +}.
 */
public final class ResourceUris {

    private ResourceUris() {
    }

    public static String expose(String upstream, String uri) {
        return upstream + "+" + uri;
    }

    /** The upstream and its own URI, if {@code exposed} is a bridge URI. */
    public static Optional<Located> locate(String exposed) {
        int plus = exposed.indexOf('+');
        if (plus <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Located(exposed.substring(0, plus), exposed.substring(plus + 1)));
    }

    /** Rewrites the URIs of resource links and embedded resources in a content array, in place. */
    public static void exposeInContent(String upstream, JsonNode content) {
        if (content == null) {
            return;
        }
        if (content.isArray()) {
            content.forEach(block -> exposeInBlock(upstream, block));
        } else {
            exposeInBlock(upstream, content);
        }
    }

    private static void exposeInBlock(String upstream, JsonNode block) {
        if (!(block instanceof ObjectNode object)) {
            return;
        }
        String type = object.path("type").asText("");
        if (type.equals("resource_link") && object.hasNonNull("uri")) {
            object.put("uri", expose(upstream, object.get("uri").asText()));
        } else if (type.equals("resource") && object.get("resource") instanceof ObjectNode resource
                && resource.hasNonNull("uri")) {
            resource.put("uri", expose(upstream, resource.get("uri").asText()));
        }
    }

    public record Located(String upstream, String uri) {
    }
}
