package dev.switchboard.gateway.discovery;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The gateway's own search, for when the discovery service cannot answer: the need's words against each tool's name,
 * title and description, each word weighed by how rare it is among the tenant's tools, English endings stripped. No
 * meaning and no other language, so {@code find_tools} says so. When no word matches, the first tools by name are
 * answered, so that a tenant who may use tools never gets none.
 */
final class WordMatch {

    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern CAMEL = Pattern.compile("([\\p{Ll}\\p{N}])(\\p{Lu})");
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "by", "can", "do",
            "for", "from", "how", "i", "in", "into", "is", "it", "its", "me", "my", "of", "on", "or", "our", "that", "the",
            "their", "this", "to", "what", "when", "where", "which", "who", "will", "with", "you", "your");

    private WordMatch() {
    }

    static List<Found> find(List<ObjectNode> listings, String need, int limit) {
        Set<String> wanted = words(need);
        List<Set<String>> toolWords = listings.stream().map(WordMatch::words).toList();
        Map<String, Integer> frequency = new HashMap<>();
        toolWords.forEach(words -> words.stream().filter(wanted::contains).forEach(word -> frequency.merge(word, 1,
                Integer::sum)));
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < listings.size(); i++) {
            List<String> matched = wanted.stream().filter(toolWords.get(i)::contains).toList();
            double score = matched.stream().mapToDouble(word -> rarity(listings.size(), frequency.get(word))).sum();
            if (score > 0) {
                double best = wanted.stream().mapToDouble(word -> rarity(listings.size(), frequency.getOrDefault(word,
                        1))).sum();
                found.add(new Found(listings.get(i), score / best, "keyword", matched));
            }
        }
        Comparator<Found> byName = Comparator.comparing(tool -> tool.listing().path("name").asText());
        found.sort(Comparator.comparingDouble(Found::score).reversed().thenComparing(byName));
        if (found.isEmpty()) {
            return listings.stream().map(listing -> new Found(listing, 0, "keyword", List.of())).sorted(byName)
                    .limit(limit).toList();
        }
        return found.stream().limit(limit).toList();
    }

    private static double rarity(int tools, int toolsWithTheWord) {
        return Math.log(1.0 + (double) tools / toolsWithTheWord);
    }

    private static Set<String> words(ObjectNode listing) {
        return words(listing.path("name").asText() + ' ' + listing.path("title").asText("") + ' '
                + listing.path("description").asText(""));
    }

    private static Set<String> words(String text) {
        Set<String> words = new LinkedHashSet<>();
        for (String word : NOT_A_WORD.split(CAMEL.matcher(text).replaceAll("$1 $2").toLowerCase(Locale.ROOT))) {
            if (!word.isEmpty() && !STOP_WORDS.contains(word)) {
                words.add(stem(word));
            }
        }
        return words;
    }

    /** "fails", "failed", "failing" → "fail": enough for the fallback, without a stemmer in the gateway. */
    private static String stem(String word) {
        for (String ending : new String[] { "ing", "ed", "es", "s" }) {
            if (word.length() > ending.length() + 3 && word.endsWith(ending)) {
                return word.substring(0, word.length() - ending.length());
            }
        }
        return word;
    }
}
