package dev.switchboard.conformance.resources;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.sessionstore.StoreUnavailableException;

/**
 * {@code update_watched_resource} (not a suite fixture): changes {@code test://watched-resource} and publishes the
 * update, so subscribed clients get {@code notifications/resources/updated}. Used by Switchboard's own tests and as a
 * smoke test of the notification path.
 */
@ApplicationScoped
public class UpdateWatchedResourceTool implements ServiceTool {

    static final String NAME = "update_watched_resource";
    static final int MAX_NOTE = 1_000;

    private final WatchedResource watched;

    UpdateWatchedResourceTool(WatchedResource watched) {
        this.watched = watched;
    }

    @Override
    public ToolDescriptor descriptor() {
        ObjectNode input = FixtureDescriptors.objectSchema();
        input.withObjectProperty("properties").putObject("note").put("type", "string").put("minLength", 1)
                .put("maxLength", MAX_NOTE)
                .put("description", "Text the new revision carries; default: \"updated on request\"");

        ObjectNode output = JsonNodeFactory.instance.objectNode().put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = output.putObject("properties");
        properties.putObject("uri").put("type", "string").put("description", "The resource that changed");
        properties.putObject("revision").put("type", "integer").put("minimum", 2)
                .put("description", "Its revision now (1 at start-up)");
        properties.putObject("updatedAt").put("type", "string").put("format", "date-time");
        output.putArray("required").add("uri").add("revision").add("updatedAt");

        return FixtureDescriptors.tool(NAME, "Update the watched resource",
                "Changes test://watched-resource to its next revision (carrying the note, if given) and notifies "
                        + "clients subscribed to it. Answers the new revision.",
                input, output, FixtureDescriptors.Effect.CHANGES_STATE);
    }

    @Override
    public ToolResult call(ToolCall call) {
        String note = call.arguments().path("note").asText("updated on request");
        WatchedResource.Version version;
        try {
            version = watched.update(note);
        } catch (StoreUnavailableException e) {
            return ToolResult.error("test://watched-resource changed to revision " + watched.current().revision()
                    + ", but subscribers could not be told: the update channel (Redis) is unavailable. Try again "
                    + "once it is back.");
        }
        return ToolResult.structured(JsonNodeFactory.instance.objectNode()
                .put("uri", WatchedResource.URI)
                .put("revision", version.revision())
                .put("updatedAt", version.updatedAt().toString()));
    }
}
