package dev.switchboard.conformance.resources;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.media.FixtureMedia;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.kit.ResourceRead;
import dev.switchboard.contract.kit.ServiceResources;

/**
 * The fixture resources: {@code test://static-text}, {@code test://static-binary} (the checkerboard PNG),
 * {@code test://watched-resource} (changes on request) and the template {@code test://template/{id}/data} (a JSON
 * record naming the id). Any other URI is unknown: the kit answers not found, which the gateway reports per era.
 */
@ApplicationScoped
public class FixtureResources implements ServiceResources {

    public static final String STATIC_TEXT = "test://static-text";
    public static final String STATIC_BINARY = "test://static-binary";
    public static final UriTemplate DATA_TEMPLATE = new UriTemplate("test://template/{id}/data");
    static final String STATIC_TEXT_CONTENT = "Static text resource of the Switchboard conformance service.";

    private final WatchedResource watched;

    FixtureResources(WatchedResource watched) {
        this.watched = watched;
    }

    @Override
    public List<ResourceDescriptor> resources() {
        return List.of(
                ResourceDescriptor.of(STATIC_TEXT, "static-text", "A text that never changes", "text/plain"),
                ResourceDescriptor.of(STATIC_BINARY, "static-binary", "A 16x16 PNG checkerboard (binary contents)",
                        FixtureMedia.PNG_MIME_TYPE),
                ResourceDescriptor.of(WatchedResource.URI, "watched-resource",
                        "A text that changes when update_watched_resource is called; subscribe to hear about it",
                        "text/plain"));
    }

    @Override
    public List<ResourceTemplateDescriptor> templates() {
        return List.of(ResourceTemplateDescriptor.of(DATA_TEMPLATE.template(), "template-data",
                "A JSON record for any id, naming the id it was read for", "application/json"));
    }

    @Override
    public Optional<ResourceResult> read(ResourceRead read) {
        return contents(read.uri()).map(ResourceResult::of);
    }

    /** The contents of one of these resources, or empty for a URI this service does not serve. */
    public Optional<ResourceContents> contents(String uri) {
        return switch (uri) {
            case STATIC_TEXT -> Optional.of(ResourceContents.text(uri, "text/plain", STATIC_TEXT_CONTENT));
            case STATIC_BINARY ->
                Optional.of(ResourceContents.blob(uri, FixtureMedia.PNG_MIME_TYPE, FixtureMedia.pngBase64()));
            case WatchedResource.URI -> Optional.of(ResourceContents.text(uri, "text/plain", watched.current().text()));
            default -> DATA_TEMPLATE.match(uri).map(values -> record(uri, values));
        };
    }

    private static ResourceContents record(String uri, Map<String, String> values) {
        String id = values.get("id");
        ObjectNode record = JsonNodeFactory.instance.objectNode()
                .put("id", id)
                .put("template", DATA_TEMPLATE.template())
                .put("data", "Record " + id + ", read through the resource template");
        return ResourceContents.text(uri, "application/json", record.toString());
    }
}
