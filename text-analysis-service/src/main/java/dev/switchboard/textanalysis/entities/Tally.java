package dev.switchboard.textanalysis.entities;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Mentions of one kind of entity, counted per key, remembered in order of first appearance. */
final class Tally {

    private final Map<String, Mention> mentions = new LinkedHashMap<>();

    void add(String key, String display, String category, int offset) {
        Mention mention = mentions.get(key);
        if (mention == null) {
            mentions.put(key, new Mention(display, category, offset, mentions.size()));
        } else {
            mention.count++;
        }
    }

    int distinct() {
        return mentions.size();
    }

    /** The {@code max} most frequent mentions (ties: earlier first), in order of first appearance. */
    List<Mention> top(int max) {
        List<Mention> all = new ArrayList<>(mentions.values());
        if (all.size() <= max) {
            return all;
        }
        all.sort(Comparator.comparingInt((Mention m) -> -m.count).thenComparingInt(m -> m.order));
        List<Mention> kept = new ArrayList<>(all.subList(0, max));
        kept.sort(Comparator.comparingInt(m -> m.order));
        return kept;
    }

    /** One entity: how it is shown, its category (technologies only), count and first char offset. */
    static final class Mention {
        final String display;
        final String category;
        final int firstOffset;
        final int order;
        int count = 1;

        Mention(String display, String category, int firstOffset, int order) {
            this.display = display;
            this.category = category;
            this.firstOffset = firstOffset;
            this.order = order;
        }
    }
}
