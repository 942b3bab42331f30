package dev.switchboard.textanalysis.entities;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.ibm.icu.text.BreakIterator;

import dev.switchboard.textanalysis.document.Document;
import dev.switchboard.textanalysis.document.DocumentReader;
import dev.switchboard.textanalysis.language.LanguageResources;
import dev.switchboard.textanalysis.text.CodePoints;
import dev.switchboard.textanalysis.text.Sentences;
import dev.switchboard.textanalysis.text.Words;
import opennlp.tools.postag.POSTaggerME;

/**
 * Technologies, concepts and processes named in a text. Technologies come from the {@link Gazetteer}; concepts and
 * processes from {@link EnglishPhrases} in English sentences and {@link HeuristicPhrases} elsewhere (a sentence's
 * language is the language most of its words are in). Each list keeps at most {@code maxPerCategory} entries, the
 * most frequent, in order of first appearance. Thread-safe.
 */
public final class EntityExtractor {

    /** A sentence where most words (at least this many) are in capitals is shouting: its capitals are no acronyms. */
    private static final int SHOUTING_MIN_WORDS = 4;

    private final DocumentReader reader;
    private final Gazetteer gazetteer;
    private final EnglishTagger tagger;
    private final EnglishPhrases english;
    private final HeuristicPhrases heuristic;

    public EntityExtractor(DocumentReader reader, Gazetteer gazetteer, EnglishTagger tagger, ProcessLexicon lexicon,
            LanguageResources resources) {
        this.reader = reader;
        this.gazetteer = gazetteer;
        this.tagger = tagger;
        this.english = new EnglishPhrases(lexicon, resources);
        this.heuristic = new HeuristicPhrases(lexicon, resources);
    }

    public EntityReport extract(String text, int maxPerCategory) {
        Document document = reader.read(text);
        String view = document.layout().view();
        CodePoints codePoints = CodePoints.of(text);

        Tally technologies = new Tally();
        BitSet technologySpans = new BitSet(view.length());
        for (TechnologyMatch match : gazetteer.find(view)) {
            Technology technology = match.technology();
            technologies.add(technology.name(), technology.name(), technology.category(),
                    codePoints.offset(match.start()));
            technologySpans.set(match.start(), match.end());
        }

        MentionCollector mentions = new MentionCollector(technologySpans, codePoints);
        Sentences sentences = document.sentences();
        POSTaggerME englishTagger = null;
        BreakIterator boundaries = null;
        for (int s = 0; s < sentences.size(); s++) {
            String language = languageOf(document, s);
            boolean shouting = isShouting(document, s);
            if (language.equals("en")) {
                if (englishTagger == null) {
                    englishTagger = tagger.newTagger();
                    boundaries = reader.segmenter().wordIterator();
                    boundaries.setText(view);
                }
                english.read(view, sentences.start(s), sentences.end(s), boundaries, englishTagger, shouting,
                        mentions);
            } else {
                heuristic.read(document, s, language, shouting, mentions);
            }
        }

        List<Tally.Mention> keptTechnologies = technologies.top(maxPerCategory);
        List<Tally.Mention> keptConcepts = mentions.concepts.top(maxPerCategory);
        List<Tally.Mention> keptProcesses = mentions.processes.top(maxPerCategory);
        EntityTotals distinct = new EntityTotals(technologies.distinct(), mentions.concepts.distinct(),
                mentions.processes.distinct());
        boolean truncated = keptTechnologies.size() < distinct.technologies()
                || keptConcepts.size() < distinct.concepts() || keptProcesses.size() < distinct.processes();
        return new EntityReport(
                new Entities(names(keptTechnologies), names(keptConcepts), names(keptProcesses)),
                new EntityDetails(
                        keptTechnologies.stream()
                                .map(m -> new TechnologyDetail(m.display, m.category, m.count, m.firstOffset))
                                .toList(),
                        details(keptConcepts),
                        details(keptProcesses)),
                distinct,
                truncated,
                document.languages().primary().code(),
                gazetteer.version());
    }

    private static String languageOf(Document document, int sentence) {
        Sentences sentences = document.sentences();
        Words words = document.words();
        Map<String, Integer> counts = new HashMap<>();
        int first = sentences.firstWord(sentence);
        String best = document.languages().primary().code();
        int bestCount = 0;
        for (int w = first; w < first + sentences.wordCount(sentence); w++) {
            if (words.hasLetter(w)) {
                String language = document.languageOfWord(w);
                int count = counts.merge(language, 1, Integer::sum);
                if (count > bestCount) {
                    best = language;
                    bestCount = count;
                }
            }
        }
        return best;
    }

    private static boolean isShouting(Document document, int sentence) {
        Sentences sentences = document.sentences();
        Words words = document.words();
        int first = sentences.firstWord(sentence);
        int letterWords = 0;
        int capitals = 0;
        for (int w = first; w < first + sentences.wordCount(sentence); w++) {
            if (words.hasLetter(w)) {
                letterWords++;
                if (Acronyms.isAllCaps(words.text(w))) {
                    capitals++;
                }
            }
        }
        return letterWords >= SHOUTING_MIN_WORDS && capitals * 2 > letterWords;
    }

    private static List<String> names(List<Tally.Mention> mentions) {
        return mentions.stream().map(m -> m.display).toList();
    }

    private static List<EntityDetail> details(List<Tally.Mention> mentions) {
        return mentions.stream().map(m -> new EntityDetail(m.display, m.count, m.firstOffset)).toList();
    }
}
