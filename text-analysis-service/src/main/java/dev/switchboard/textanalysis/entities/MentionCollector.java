package dev.switchboard.textanalysis.entities;

import java.util.BitSet;

import dev.switchboard.textanalysis.text.CodePoints;
import dev.switchboard.textanalysis.text.Folding;

/** Collects concept and process mentions of one text, keyed by case-folded form, offsets in code points. */
final class MentionCollector {

    final Tally concepts = new Tally();
    final Tally processes = new Tally();
    private final BitSet technologySpans;
    private final CodePoints codePoints;

    MentionCollector(BitSet technologySpans, CodePoints codePoints) {
        this.technologySpans = technologySpans;
        this.codePoints = codePoints;
    }

    /** True when any char of {@code [start, end)} belongs to a technology mention. */
    boolean isTechnology(int start, int end) {
        int next = technologySpans.nextSetBit(start);
        return next >= 0 && next < end;
    }

    void concept(String display, int charOffset) {
        concepts.add(Folding.fold(display), display, null, codePoints.offset(charOffset));
    }

    void process(String display, int charOffset) {
        processes.add(Folding.fold(display), display, null, codePoints.offset(charOffset));
    }
}
