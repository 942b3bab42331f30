package dev.switchboard.gateway.auth;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonString;

/** Claim values as the verified token holds them (JSON-P values or plain Java ones), read as text. */
public final class Claims {

    private Claims() {
    }

    /** A string or number claim as text; null when absent, and for arrays and objects. */
    public static String text(Object claim) {
        if (claim instanceof JsonString string) {
            return string.getString();
        }
        if (claim instanceof JsonNumber number) {
            return number.toString();
        }
        if (claim == null || claim instanceof Collection<?> || claim instanceof jakarta.json.JsonStructure) {
            return null;
        }
        return claim.toString();
    }

    /** An array claim's elements, or a space-separated string claim's words; empty when absent. */
    public static List<String> list(Object claim) {
        List<String> values = new ArrayList<>();
        if (claim instanceof JsonArray array) {
            array.forEach(element -> add(values, text(element)));
        } else if (claim instanceof Collection<?> collection) {
            collection.forEach(element -> add(values, text(element)));
        } else if (text(claim) != null) {
            for (String word : text(claim).split(" ")) {
                add(values, word);
            }
        }
        return values;
    }

    private static void add(List<String> values, String value) {
        if (value != null && !value.isBlank()) {
            values.add(value);
        }
    }
}
