package dev.switchboard.sessionstore;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Digests of JSON that do not depend on key order or formatting: equal tool arguments map to one cache entry, and a
 * manifest signed by a service verifies at the gateway however it was re-serialised on the way.
 */
public final class CanonicalJson {

    /** Cloned per use: looking the algorithm up for every call showed in profiles. */
    private static final MessageDigest SHA_256;

    static {
        try {
            SHA_256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    private CanonicalJson() {
    }

    public static String sha256(JsonNode node) {
        return sha256Text(canonical(node).toString());
    }

    /** The hex SHA-256 of a text's UTF-8 bytes. */
    public static String sha256Text(String text) {
        try {
            MessageDigest digest = (MessageDigest) SHA_256.clone();
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("SHA-256 digest cannot be cloned", e);
        }
    }

    static JsonNode canonical(JsonNode node) {
        if (node.isObject()) {
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            Collections.sort(names);
            ObjectNode sorted = JsonNodeFactory.instance.objectNode();
            for (String name : names) {
                sorted.set(name, canonical(node.get(name)));
            }
            return sorted;
        }
        if (node.isArray()) {
            ArrayNode array = JsonNodeFactory.instance.arrayNode();
            node.forEach(element -> array.add(canonical(element)));
            return array;
        }
        return node;
    }
}
