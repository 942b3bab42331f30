package dev.switchboard.textanalysis.entities;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.BreakIterator;

import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.Folding;
import dev.switchboard.textanalysis.text.Whitespace;
import opennlp.tools.postag.POSTaggerME;

/**
 * Concepts and processes in English sentences, from OpenNLP part-of-speech tags. A noun phrase is a run of
 * adjectives and nouns (hyphenated compounds included) ending in a noun, with stop words, technologies and
 * quantifying adjectives ("many", "other") outside it. A phrase whose head names an action ("user authentication",
 * "load balancing", "continuous integration") is a process, as is an action noun modifying another noun; other
 * phrases of two or more words are concepts. Acronyms that are not technologies are concepts too.
 */
final class EnglishPhrases {

    private static final String LANGUAGE = "en";
    /** Long runs without sentence punctuation are tagged in windows, keeping each tagger call small. */
    private static final int WINDOW = 200;
    private static final int MAX_CONCEPT_WORDS = 5;
    private static final int MAX_PROCESS_MODIFIERS = 2;
    /** Classes the model puts unknown adjectives in; closed classes such as ADP are left alone. */
    private static final Set<String> MISUSED_CLOSED_CLASSES = Set.of("AUX", "PRON", "DET");
    private static final Set<String> SINGULAR_DETERMINERS = Set.of("a", "an", "each", "every", "this", "that",
            "one", "another", "either", "neither");

    private final ProcessLexicon lexicon;
    private final LanguageResources resources;

    EnglishPhrases(ProcessLexicon lexicon, LanguageResources resources) {
        this.lexicon = lexicon;
        this.resources = resources;
    }

    /** Reads the sentence {@code [start, end)} of the text the iterator is set on. */
    void read(String view, int start, int end, BreakIterator boundaries, POSTaggerME tagger, boolean shouting,
            MentionCollector into) {
        List<Token> tokens = tokens(view, start, end, boundaries);
        for (int from = 0; from < tokens.size(); from += WINDOW) {
            List<Token> window = tokens.subList(from, Math.min(tokens.size(), from + WINDOW));
            String[] tags = repair(window, tagger.tag(window.stream().map(Token::text).toArray(String[]::new)));
            readWindow(window, tags, shouting, into);
        }
    }

    private void readWindow(List<Token> tokens, String[] tags, boolean shouting, MentionCollector into) {
        List<Integer> run = new ArrayList<>();
        for (int k = 0; k < tokens.size(); k++) {
            Token token = tokens.get(k);
            boolean technology = into.isTechnology(token.start(), token.end());
            if (!technology && !shouting) {
                String acronym = Acronyms.of(token.text());
                if (acronym != null) {
                    into.concept(acronym, token.start());
                }
            }
            if (!technology && !isVerbAfterSubject(tokens, tags, k, run) && belongsToRun(tokens, tags, k, run)) {
                run.add(k);
            } else {
                flush(tokens, tags, run, into);
                run.clear();
            }
        }
        flush(tokens, tags, run, into);
    }

    /**
     * Auxiliaries, pronouns and determiners are closed classes, almost all in the stop list. A word outside it that the
     * model tags so right before a noun ("continuous" as AUX) is taken for an adjective; the few real determiners
     * outside the stop list ("every", "another") are in the lexicon's dropped modifiers.
     */
    private String[] repair(List<Token> tokens, String[] tags) {
        for (int k = 0; k + 1 < tokens.size(); k++) {
            Token token = tokens.get(k);
            if (MISUSED_CLOSED_CLASSES.contains(tags[k]) && token.word() && !resources.isStopWord(LANGUAGE, token.folded())
                    && (tags[k + 1].equals("NOUN") || tags[k + 1].equals("PROPN"))) {
                tags[k] = "ADJ";
            }
        }
        return tags;
    }

    /**
     * "The scheduler stores the configuration", "the analyst measures user authentication": a word in -s the model
     * calls a noun, right after a singular noun and before the start of another noun phrase, is the subject's verb.
     * English compounds take singular modifiers, so a plural there is rare.
     */
    private static boolean isVerbAfterSubject(List<Token> tokens, String[] tags, int k, List<Integer> run) {
        if (run.isEmpty() || run.getLast() != k - 1 || k + 1 >= tokens.size() || !tags[k].equals("NOUN")
                || !endsInS(tokens.get(k))) {
            return false;
        }
        String previous = tags[k - 1];
        if (!(previous.equals("NOUN") || previous.equals("PROPN")) || endsInS(tokens.get(k - 1))) {
            return false;
        }
        return switch (tags[k + 1]) {
            case "DET", "PRON", "NUM", "NOUN", "PROPN", "ADJ" -> true;
            default -> false;
        };
    }

    private boolean belongsToRun(List<Token> tokens, String[] tags, int k, List<Integer> run) {
        Token token = tokens.get(k);
        if (token.text().equals("-")) {
            return !run.isEmpty() && k + 1 < tokens.size() && run.getLast() == k - 1
                    && tokens.get(k - 1).end() == token.start() && tokens.get(k + 1).start() == token.end();
        }
        if (!token.word() || resources.isStopWord(LANGUAGE, token.folded())) {
            return false;
        }
        return switch (tags[k]) {
            case "NOUN", "PROPN", "ADJ" -> true;
            case "VERB" -> !run.isEmpty() && isGerund(token);
            default -> false;
        };
    }

    private void flush(List<Token> tokens, String[] tags, List<Integer> run, MentionCollector into) {
        int first = 0;
        int last = run.size() - 1;
        while (first <= last && (isHyphen(tokens, run.get(first)) || (isModifierTag(tags[run.get(first)])
                && lexicon.isDroppedModifier(LANGUAGE, tokens.get(run.get(first)).folded())))) {
            first++;
        }
        while (last >= first && (isHyphen(tokens, run.get(last)) || isModifierTag(tags[run.get(last)]))) {
            last--;
        }
        if (last == first + 1 && followsSingularDeterminer(tokens, run.get(first)) && endsInS(tokens.get(run.get(last)))) {
            last--;
        }
        if (first > last) {
            return;
        }
        for (int i = first; i < last; i++) {
            Token token = tokens.get(run.get(i));
            String action = isNominal(tags[run.get(i)], token) ? lexicon.action(LANGUAGE, token.folded()) : null;
            if (action != null) {
                process(tokens, tags, run, first, i, action, into);
            }
        }
        Token head = tokens.get(run.get(last));
        String headAction = isNominal(tags[run.get(last)], head) ? lexicon.action(LANGUAGE, head.folded()) : null;
        if (headAction != null) {
            process(tokens, tags, run, first, last, headAction, into);
        } else if (wordCount(tokens, run, first, last) >= 2) {
            int from = first;
            while (wordCount(tokens, run, from, last) > MAX_CONCEPT_WORDS || isHyphen(tokens, run.get(from))) {
                from++;
            }
            into.concept(phrase(tokens, tags, run, from, last), tokens.get(run.get(from)).start());
        }
    }

    /** The action noun {@code run[at]} with up to {@value #MAX_PROCESS_MODIFIERS} modifiers before it. */
    private static void process(List<Token> tokens, String[] tags, List<Integer> run, int first, int at, String action,
            MentionCollector into) {
        int from = Math.max(first, at - MAX_PROCESS_MODIFIERS);
        while (from < at && isHyphen(tokens, run.get(from))) {
            from++;
        }
        String modifiers = "";
        if (from < at) {
            boolean joined = tokens.get(run.get(at - 1)).end() == tokens.get(run.get(at)).start();
            modifiers = phrase(tokens, tags, run, from, at - 1) + (joined ? "" : " ");
        }
        into.process(modifiers + action, tokens.get(run.get(from)).start());
    }

    /** Tokens {@code run[from..to]} as written, common nouns and adjectives in lower case. */
    private static String phrase(List<Token> tokens, String[] tags, List<Integer> run, int from, int to) {
        StringBuilder phrase = new StringBuilder();
        for (int i = from; i <= to; i++) {
            Token token = tokens.get(run.get(i));
            if (i > from && tokens.get(run.get(i - 1)).end() < token.start()) {
                phrase.append(' ');
            }
            boolean keepCase = tags[run.get(i)].equals("PROPN") || Acronyms.of(token.text()) != null
                    || hasInnerCapital(token.text());
            phrase.append(keepCase ? token.text() : Folding.fold(token.text()));
        }
        return phrase.toString();
    }

    private static boolean isModifierTag(String tag) {
        return tag.equals("ADJ");
    }

    /**
     * "Each service registers", "a service stops": after a singular determiner, a noun followed by a word in -s is a
     * subject and its verb, which the tagger often reads as a compound noun.
     */
    private static boolean followsSingularDeterminer(List<Token> tokens, int index) {
        return index > 0 && SINGULAR_DETERMINERS.contains(tokens.get(index - 1).folded());
    }

    private static boolean endsInS(Token token) {
        String word = token.folded();
        return word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is");
    }

    private static int wordCount(List<Token> tokens, List<Integer> run, int from, int to) {
        int words = 0;
        for (int i = from; i <= to; i++) {
            if (!isHyphen(tokens, run.get(i))) {
                words++;
            }
        }
        return words;
    }

    private static boolean isNominal(String tag, Token token) {
        return tag.equals("NOUN") || (tag.equals("VERB") && isGerund(token));
    }

    private static boolean isGerund(Token token) {
        return token.folded().endsWith("ing") && token.folded().length() >= 6;
    }

    private static boolean isHyphen(List<Token> tokens, int index) {
        return tokens.get(index).text().equals("-");
    }

    private static boolean hasInnerCapital(String word) {
        for (int i = 1; i < word.length(); i++) {
            if (Character.isUpperCase(word.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static List<Token> tokens(String view, int start, int end, BreakIterator boundaries) {
        List<Token> tokens = new ArrayList<>();
        int from = boundaries.isBoundary(start) ? start : boundaries.preceding(start);
        for (int to = boundaries.following(from); to != BreakIterator.DONE && from < end; from = to, to = boundaries
                .next()) {
            String text = view.substring(from, Math.min(to, end));
            if (!Whitespace.isBlank(text)) {
                tokens.add(new Token(from, Math.min(to, end), text, Folding.fold(text), hasLetter(text)));
            }
        }
        return tokens;
    }

    private static boolean hasLetter(String text) {
        for (int i = 0; i < text.length();) {
            int cp = text.codePointAt(i);
            if (UCharacter.isLetter(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        return false;
    }

    private record Token(int start, int end, String text, String folded, boolean word) {
    }
}
