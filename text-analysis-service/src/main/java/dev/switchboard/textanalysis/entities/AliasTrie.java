package dev.switchboard.textanalysis.entities;

import java.util.HashMap;
import java.util.Map;

import com.ibm.icu.lang.UCharacter;

/**
 * A character trie of gazetteer aliases. Any run of white space in the text matches the single space an alias is
 * stored with, so "Apache Kafka" and a name wrapped across lines still match.
 */
final class AliasTrie {

    private final boolean ignoreCase;
    private final Node root = new Node();

    AliasTrie(boolean ignoreCase) {
        this.ignoreCase = ignoreCase;
    }

    /** Stores {@code alias} (already whitespace-normalised) for entry {@code id}; answers the id it already had, or -1. */
    int put(String alias, int id) {
        Node node = root;
        for (int i = 0; i < alias.length(); i++) {
            node = node.children.computeIfAbsent(key(alias.charAt(i)), c -> new Node());
        }
        int previous = node.entry;
        if (previous < 0) {
            node.entry = id;
        }
        return previous;
    }

    /**
     * The longest alias starting at {@code start} that ends on a token boundary, as {@code (entry << 32) | end}, or -1.
     */
    long longestMatch(CharSequence text, int start) {
        Node node = root;
        int i = start;
        long best = -1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (UCharacter.isUWhiteSpace(c)) {
                node = node.children.get(' ');
                if (node == null) {
                    break;
                }
                while (i < text.length() && UCharacter.isUWhiteSpace(text.charAt(i))) {
                    i++;
                }
                continue;
            }
            node = node.children.get(key(c));
            if (node == null) {
                break;
            }
            i++;
            if (node.entry >= 0 && TokenBoundary.isBoundary(text, i)) {
                best = ((long) node.entry << 32) | i;
            }
        }
        return best;
    }

    private char key(char c) {
        return ignoreCase ? Character.toLowerCase(c) : c;
    }

    private static final class Node {
        private final Map<Character, Node> children = new HashMap<>(4);
        private int entry = -1;
    }
}
