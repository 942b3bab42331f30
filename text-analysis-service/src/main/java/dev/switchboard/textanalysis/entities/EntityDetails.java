package dev.switchboard.textanalysis.entities;

import java.util.List;

/** The same entities as {@link Entities}, in the same order, with counts, offsets and categories. */
public record EntityDetails(List<TechnologyDetail> technologies, List<EntityDetail> concepts,
        List<EntityDetail> processes) {

    public EntityDetails {
        technologies = List.copyOf(technologies);
        concepts = List.copyOf(concepts);
        processes = List.copyOf(processes);
    }
}
