package dev.switchboard.configreference;

import java.util.List;

/**
 * A mapping's root or one of its groups: the properties under one name.
 *
 * @param path the properties' common name ({@code gateway.tasks}; the mapping's prefix for its root)
 * @param description what the group is, in Markdown (the Javadoc of its method, else of its interface)
 * @param origin the interface or method it comes from, for messages
 * @param properties its own properties, not those of its groups
 */
public record Section(String path, String description, String origin, List<Property> properties) {

    public Section {
        properties = List.copyOf(properties);
    }
}
