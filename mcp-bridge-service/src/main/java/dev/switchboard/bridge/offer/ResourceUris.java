package dev.switchboard.bridge.offer;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.McpApps;

/**
 * Resource URIs behind the bridge: the upstream's name and {@code +} in front of its own URI
 * ({@code demo://resource/1} of upstream {@code everything} is {@code everything+demo://resource/1}). That keeps a
 * valid URI scheme ({@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}), leaves URI templates expandable as they are,
 * and is undone by cutting at the first {@code +}. An MCP Apps view keeps its {@code ui://} scheme, which hosts require:
 * the upstream's name becomes its first segment ({@code ui://weather/dashboard} of upstream {@code apps} is
 * {@code ui://apps/weather/dashboard}), undone by cutting that segment off. Upstream names hold no {@code /} or
 * {@code +}, so either form is read back unambiguously.
 */
public final class ResourceUris {

    private ResourceUris() {
    }

    public static String expose(String upstream, String uri) {
        if (McpApps.isView(uri)) {
            return McpApps.SCHEME + upstream + "/" + uri.substring(McpApps.SCHEME.length());
        }
        return upstream + "+" + uri;
    }

    /** The upstream and its own URI, if {@code exposed} is a bridge URI. */
    public static Optional<Located> locate(String exposed) {
        if (McpApps.isView(exposed)) {
            String rest = exposed.substring(McpApps.SCHEME.length());
            int slash = rest.indexOf('/');
            return slash <= 0 ? Optional.empty()
                    : Optional.of(new Located(rest.substring(0, slash), McpApps.SCHEME + rest.substring(slash + 1)));
        }
        int plus = exposed.indexOf('+');
        if (plus <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Located(exposed.substring(0, plus), exposed.substring(plus + 1)));
    }

    /**
     * A copy of an upstream tool's {@code _meta} naming its view under the bridge's URI ({@code ui.resourceUri} and the
     * deprecated flat key); everything else in it passes as it is.
     */
    public static ObjectNode exposeInToolMeta(String upstream, ObjectNode meta) {
        ObjectNode copy = meta.deepCopy();
        if (copy.get(McpApps.META) instanceof ObjectNode ui && ui.path("resourceUri").isTextual()) {
            ui.put("resourceUri", expose(upstream, ui.get("resourceUri").asText()));
        }
        if (copy.path(McpApps.FLAT_RESOURCE_URI).isTextual()) {
            copy.put(McpApps.FLAT_RESOURCE_URI, expose(upstream, copy.get(McpApps.FLAT_RESOURCE_URI).asText()));
        }
        return copy;
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
