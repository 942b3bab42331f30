package dev.switchboard.textanalysis.text;

/**
 * The sentences of a text in order: UAX #29 sentence-break segments holding at least one word. Sentence {@code i} owns
 * the words {@code firstWord(i) .. firstWord(i) + wordCount(i) - 1}.
 */
public final class Sentences {

    private final String view;
    private final int[] starts;
    private final int[] ends;
    private final int[] firstWords;
    private final int[] wordCounts;

    Sentences(String view, int[] starts, int[] ends, int[] firstWords, int[] wordCounts) {
        this.view = view;
        this.starts = starts;
        this.ends = ends;
        this.firstWords = firstWords;
        this.wordCounts = wordCounts;
    }

    public int size() {
        return starts.length;
    }

    public int start(int i) {
        return starts[i];
    }

    public int end(int i) {
        return ends[i];
    }

    public int firstWord(int i) {
        return firstWords[i];
    }

    public int wordCount(int i) {
        return wordCounts[i];
    }

    /** The sentence as a reader sees it: trimmed, with every run of whitespace shown as one space. */
    public String displayText(int i) {
        return Whitespace.collapse(view, starts[i], ends[i]);
    }
}
