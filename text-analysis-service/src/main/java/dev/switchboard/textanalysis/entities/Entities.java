package dev.switchboard.textanalysis.entities;

import java.util.List;

/** The seed lists of extractEntities: names only, each de-duplicated in order of first appearance. */
public record Entities(List<String> technologies, List<String> concepts, List<String> processes) {

    public Entities {
        technologies = List.copyOf(technologies);
        concepts = List.copyOf(concepts);
        processes = List.copyOf(processes);
    }
}
