package dev.switchboard.sessionstore.upstream;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.switchboard.sessionstore.seal.Sealer;

/**
 * Secret values of a run-time upstream (its headers, a client secret) as they rest in Redis: sealed with AES-256-GCM
 * under {@link UpstreamSecretsConfig#keys()}, which the gateway (sealing what the admin API is given) and every bridge
 * replica (opening it) share. A sealed value is bound to its upstream's name and its place in the JSON (an RFC 6901
 * pointer such as {@code /headers/Authorization}), so a value copied to another upstream or field does not open. It
 * reads {@code sealed:v1:<base64url(nonce, ciphertext and tag)>}. Keys rotate by putting the new key first: values
 * are sealed with the first and opened with any.
 */
@ApplicationScoped
public class UpstreamSecrets {

    /** What the admin API shows instead of a secret value; sent back unchanged, it keeps the stored value. */
    public static final String REDACTED = "<redacted>";

    private static final String PREFIX = "sealed:v1:";

    private final Sealer sealer;

    @Inject
    UpstreamSecrets(UpstreamSecretsConfig config) {
        this(config.keys().orElse(List.of()));
    }

    /** Secrets sealed and opened with {@code keys} (current first); none: nothing can be sealed or opened. */
    public UpstreamSecrets(List<String> keys) {
        this.sealer = new Sealer("switchboard.upstream-secrets.keys", "switchboard upstream secrets v1", keys);
    }

    /** Whether a key is configured, so that secrets can be stored at all. */
    public boolean canSeal() {
        return sealer.canSeal();
    }

    /** {@code value}, sealed for the field at {@code pointer} of the upstream {@code upstream}. */
    public String seal(String upstream, String pointer, String value) {
        return PREFIX + sealer.seal(place(upstream, pointer), value);
    }

    /**
     * A copy of the upstream's JSON with every sealed value opened.
     *
     * @throws IllegalStateException naming the field when a value does not open under any key
     */
    public ObjectNode opened(String upstream, ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        replaceSealed(copy, "", (pointer, sealed) -> new TextNode(open(upstream, pointer, sealed)));
        return copy;
    }

    /**
     * A value sealed for the field at {@code pointer}, sealed anew with the current key (so that keeping a secret
     * through a key rotation moves it to the new key).
     *
     * @throws IllegalStateException when it does not open under any key
     */
    public String resealed(String upstream, String pointer, String sealed) {
        return seal(upstream, pointer, open(upstream, pointer, sealed));
    }

    /** A copy of the upstream's JSON with every sealed value shown as {@link #REDACTED}. */
    public static ObjectNode redacted(ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        replaceSealed(copy, "", (pointer, sealed) -> new TextNode(REDACTED));
        return copy;
    }

    public static boolean isSealed(JsonNode value) {
        return value != null && value.isTextual() && value.asText().startsWith(PREFIX);
    }

    /** The RFC 6901 pointer of the field reached through {@code path}, as seals are bound to it. */
    public static String pointer(String... path) {
        StringBuilder pointer = new StringBuilder();
        for (String segment : path) {
            pointer.append('/').append(segment.replace("~", "~0").replace("/", "~1"));
        }
        return pointer.toString();
    }

    private String open(String upstream, String pointer, String sealed) {
        try {
            return sealer.open(place(upstream, pointer), sealed.substring(PREFIX.length())).text();
        } catch (IllegalStateException e) {
            throw new IllegalStateException(pointer + " " + e.getMessage());
        }
    }

    private static String place(String upstream, String pointer) {
        return upstream + "\n" + pointer;
    }

    private static void replaceSealed(JsonNode node, String at, BiFunction<String, String, JsonNode> replacement) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                String pointer = at + pointer(field.getKey());
                if (isSealed(field.getValue())) {
                    field.setValue(replacement.apply(pointer, field.getValue().asText()));
                } else {
                    replaceSealed(field.getValue(), pointer, replacement);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                String pointer = at + "/" + i;
                if (isSealed(array.get(i))) {
                    array.set(i, replacement.apply(pointer, array.get(i).asText()));
                } else {
                    replaceSealed(array.get(i), pointer, replacement);
                }
            }
        }
    }
}
