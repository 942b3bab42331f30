package dev.switchboard.contract;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * MCP Apps ({@code io.modelcontextprotocol/ui}, ext-apps specification 2026-01-26): the one place its identifiers are
 * spelled and its {@code _meta.ui} members read. A tool names its view in {@code _meta.ui.resourceUri} (or the
 * deprecated flat {@code _meta["ui/resourceUri"]}); the view is a {@code ui://} resource of MIME type
 * {@link #MIME_TYPE}; {@code _meta.ui.visibility} says whether the model, the view ("app"), or both may call the tool.
 */
public final class McpApps {

    /** The extension's identifier, in {@code capabilities.extensions}. */
    public static final String EXTENSION = "io.modelcontextprotocol/ui";
    /** The MIME type of an HTML view, the only one the specification defines. */
    public static final String MIME_TYPE = "text/html;profile=mcp-app";
    /** The scheme every view's URI has. */
    public static final String SCHEME = "ui://";
    /** The {@code _meta} member holding a tool's or a view's MCP Apps metadata. */
    public static final String META = "ui";
    /** The deprecated flat {@code _meta} key some servers still use for a tool's view. */
    public static final String FLAT_RESOURCE_URI = "ui/resourceUri";
    public static final String MODEL = "model";
    public static final String APP = "app";

    private McpApps() {
    }

    /** The view a tool's {@code _meta} names: {@code ui.resourceUri}, else the deprecated flat key. */
    public static Optional<String> resourceUri(JsonNode toolMeta) {
        if (toolMeta == null) {
            return Optional.empty();
        }
        JsonNode nested = toolMeta.path(META).path("resourceUri");
        if (nested.isTextual()) {
            return Optional.of(nested.asText());
        }
        JsonNode flat = toolMeta.path(FLAT_RESOURCE_URI);
        return flat.isTextual() ? Optional.of(flat.asText()) : Optional.empty();
    }

    /** Whether the model may see and call a tool: its {@code ui.visibility}, when it has one, names {@code model}. */
    public static boolean visibleToModel(JsonNode toolMeta) {
        return visibleTo(toolMeta, MODEL);
    }

    /** Whether a view may call a tool: its {@code ui.visibility}, when it has one, names {@code app}. */
    public static boolean callableByApps(JsonNode toolMeta) {
        return visibleTo(toolMeta, APP);
    }

    private static boolean visibleTo(JsonNode toolMeta, String audience) {
        JsonNode visibility = toolMeta == null ? null : toolMeta.path(META).get("visibility");
        if (visibility == null || !visibility.isArray()) {
            return true;
        }
        for (JsonNode entry : visibility) {
            if (audience.equals(entry.asText())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code uri} is a view's URI. */
    public static boolean isView(String uri) {
        return uri != null && uri.startsWith(SCHEME);
    }

    /** Whether client capabilities declare the extension with the HTML views' MIME type: the client renders views. */
    public static boolean rendersViews(JsonNode clientCapabilities) {
        JsonNode mimeTypes = clientCapabilities == null ? null
                : clientCapabilities.path("extensions").path(EXTENSION).get("mimeTypes");
        if (mimeTypes == null || !mimeTypes.isArray()) {
            return false;
        }
        for (JsonNode mimeType : mimeTypes) {
            if (MIME_TYPE.equals(mimeType.asText())) {
                return true;
            }
        }
        return false;
    }

    /** {@code {"ui": {"resourceUri": uri}}}: the {@code _meta} of a tool whose results {@code uri} renders. */
    public static ObjectNode toolMeta(String resourceUri) {
        ObjectNode meta = JsonNodeFactory.instance.objectNode();
        meta.putObject(META).put("resourceUri", resourceUri);
        return meta;
    }

    /** The extension's settings as a server declares them: the MIME types of the views it serves. */
    public static ObjectNode serverSettings() {
        ObjectNode settings = JsonNodeFactory.instance.objectNode();
        settings.putArray("mimeTypes").add(MIME_TYPE);
        return settings;
    }
}
