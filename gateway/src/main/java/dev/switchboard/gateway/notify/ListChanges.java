package dev.switchboard.gateway.notify;

import java.util.ArrayList;
import java.util.List;

import dev.switchboard.gateway.catalog.CatalogView;

/** Which of its lists a caller would see differently after a change; each becomes a {@code list_changed}. */
record ListChanges(boolean tools, boolean prompts, boolean resources) {

    static final ListChanges NONE = new ListChanges(false, false, false);

    static final String TOOLS = "notifications/tools/list_changed";
    static final String PROMPTS = "notifications/prompts/list_changed";
    static final String RESOURCES = "notifications/resources/list_changed";

    /** What differs between what a caller saw ({@code before}) and sees now ({@code after}). */
    static ListChanges between(CatalogView before, CatalogView after) {
        return new ListChanges(!after.listsSameToolsAs(before), !after.listsSamePromptsAs(before),
                !after.listsSameResourcesAs(before));
    }

    ListChanges orResources(boolean changed) {
        return new ListChanges(tools, prompts, resources || changed);
    }

    /** The notification methods of a session stream, in a stable order. */
    List<String> methods() {
        List<String> methods = new ArrayList<>(3);
        if (tools) {
            methods.add(TOOLS);
        }
        if (prompts) {
            methods.add(PROMPTS);
        }
        if (resources) {
            methods.add(RESOURCES);
        }
        return methods;
    }

    /** The methods a listen stream opted in to. */
    List<String> methodsFor(ListenStream listener) {
        return new ListChanges(tools && listener.tools(), prompts && listener.prompts(),
                resources && listener.resources()).methods();
    }
}
