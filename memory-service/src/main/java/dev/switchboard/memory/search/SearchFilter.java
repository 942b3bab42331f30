package dev.switchboard.memory.search;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.switchboard.memory.record.MemoryType;

/** Which memories a query may return: of this type (if given), carrying every one of these tags, saved after this. */
public record SearchFilter(Optional<MemoryType> type, List<String> tags, Instant savedAfter) {

    private static final String TYPE_LABEL = "type:";
    private static final String TAG_LABEL = "tag:";

    public SearchFilter {
        tags = List.copyOf(tags);
    }

    /** The labels every memory passing the filter carries (see {@link #labels(MemoryType, List)}). */
    List<String> requiredLabels() {
        List<String> labels = new ArrayList<>();
        type.ifPresent(wanted -> labels.add(TYPE_LABEL + wanted.wireName()));
        tags.forEach(tag -> labels.add(TAG_LABEL + tag));
        return labels;
    }

    /** A memory's labels for the keyword index: its type and its tags. */
    static List<String> labels(MemoryType memoryType, List<String> memoryTags) {
        List<String> labels = new ArrayList<>(memoryTags.size() + 1);
        labels.add(TYPE_LABEL + memoryType.wireName());
        memoryTags.forEach(tag -> labels.add(TAG_LABEL + tag));
        return labels;
    }

    boolean accepts(MemoryType memoryType, String[] memoryTags, long savedAtMillis) {
        if (type.isPresent() && type.get() != memoryType) {
            return false;
        }
        if (savedAtMillis <= savedAfter.toEpochMilli()) {
            return false;
        }
        for (String tag : tags) {
            if (!contains(memoryTags, tag)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(String[] values, String wanted) {
        for (String value : values) {
            if (value.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
