package dev.switchboard.contract.logging;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Hides secrets before anything is logged: values under secret-looking keys ({@code token}, {@code password},
 * {@code secret}, {@code api_key}, {@code authorization}, …) and values that look like credentials wherever they are
 * (bearer tokens, JWTs, GitHub tokens, this gateway's API keys), also where free text names them
 * ({@code password=…}, {@code "client_secret": "…"}). Every process's log lines pass through it (the
 * {@code observability} module's {@code RedactingLogFilter}); the gateway's audit events too.
 */
public final class Redactor {

    public static final String HIDDEN = "[redacted]";
    private static final Set<String> SECRET_KEYS = Set.of("token", "password", "passwd", "secret", "apikey", "api_key",
            "api-key", "authorization", "access_token", "refresh_token", "client_secret", "privatekey", "private_key",
            "credential", "credentials", "cookie", "key");
    private static final Pattern SECRET_VALUES = Pattern.compile(
            "(?i)(bearer\\s+[A-Za-z0-9._~+/=-]+)"
                    + "|(eyJ[A-Za-z0-9_-]{5,}\\.[A-Za-z0-9_-]{5,}\\.[A-Za-z0-9_-]*)"
                    + "|(gh[pousr]_[A-Za-z0-9]{20,})|(github_pat_[A-Za-z0-9_]{20,})"
                    + "|(sbk_[A-Za-z0-9]+_[A-Za-z0-9_-]+)");
    /**
     * A secret-looking name followed by {@code =} or {@code :} and a value, in text: {@code password=x},
     * {@code api_key: x}, {@code "token":"x"}. The name and separator stay; the value (up to a quote, space, comma,
     * ampersand or brace) goes.
     */
    private static final Pattern NAMED_SECRETS = Pattern.compile(
            "(?i)(\"?\\b[a-z_-]*(?:token|password|passwd|secret|api[_-]?key|authorization|credentials?|private[_-]?key)"
                    + "\"?\\s*[:=]\\s*\"?)(?!\\[redacted])([^\"\\s,&}]+)");

    private Redactor() {
    }

    /** A copy of {@code value} (found under {@code key}) with every secret replaced. */
    public static JsonNode redact(String key, JsonNode value) {
        if (key != null && isSecretKey(key) && value != null && !value.isNull() && !value.isContainerNode()) {
            return TextNode.valueOf(HIDDEN);
        }
        if (value instanceof ObjectNode object) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            object.properties().forEach(entry -> copy.set(entry.getKey(), redact(entry.getKey(), entry.getValue())));
            return copy;
        }
        if (value instanceof ArrayNode array) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode();
            array.forEach(element -> copy.add(redact(null, element)));
            return copy;
        }
        if (value != null && value.isTextual()) {
            return TextNode.valueOf(redact(value.asText()));
        }
        return value;
    }

    /** {@code text} with credential-looking values replaced. */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        String values = SECRET_VALUES.matcher(text).replaceAll(HIDDEN);
        return NAMED_SECRETS.matcher(values).replaceAll("$1" + Matcher.quoteReplacement(HIDDEN));
    }

    private static boolean isSecretKey(String key) {
        String normalized = key.toLowerCase(Locale.ROOT);
        return SECRET_KEYS.contains(normalized) || normalized.endsWith("token") || normalized.endsWith("password")
                || normalized.endsWith("secret") || normalized.endsWith("_key") || normalized.endsWith("apikey");
    }
}
