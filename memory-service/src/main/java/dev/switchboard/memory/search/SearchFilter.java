package dev.switchboard.memory.search;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import dev.switchboard.memory.record.MemoryType;

/** Which memories a query may return: of this type (if given), carrying every one of these tags, saved after this. */
public record SearchFilter(Optional<MemoryType> type, List<String> tags, Instant savedAfter) {

    public SearchFilter {
        tags = List.copyOf(tags);
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
