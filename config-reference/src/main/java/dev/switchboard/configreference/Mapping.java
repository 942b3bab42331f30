package dev.switchboard.configreference;

import java.util.List;

/**
 * One {@code @ConfigMapping} interface as read from its source.
 *
 * @param type its qualified name
 * @param module the Maven module it is in, by directory from the repository root
 * @param sections its root (first: the prefix, the interface's Javadoc) and every group under it, in source order
 */
public record Mapping(String type, String module, List<Section> sections) {

    public Mapping {
        sections = List.copyOf(sections);
    }

    public String prefix() {
        return sections.getFirst().path();
    }

    /** Every property of every section. */
    public List<Property> properties() {
        return sections.stream().flatMap(section -> section.properties().stream()).toList();
    }

    Mapping inModule(String module) {
        return new Mapping(type, module, sections);
    }

    Mapping withSections(List<Section> sections) {
        return new Mapping(type, module, sections);
    }
}
