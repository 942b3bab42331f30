package dev.switchboard.memory.store;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * One shared space: a tenant and a space name. Its Redis keys share the hash tag {@code {mem:TENANT:SPACE}} so that
 * every script on the space runs in one Redis Cluster slot; the tenant is percent-encoded so that no tenant name can
 * close the tag or pass for another tenant.
 */
public record SpaceKey(String tenant, String space) {

    public SpaceKey {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(space, "space");
    }

    String tag() {
        return "sb:{mem:" + encode(tenant) + ":" + space + "}";
    }

    String meta() {
        return tag() + ":meta";
    }

    String records() {
        return tag() + ":rec";
    }

    String ids() {
        return tag() + ":ids";
    }

    String log() {
        return tag() + ":log";
    }

    /** The tenant's list of spaces (its own slot: one per tenant). */
    static String spacesOf(String tenant) {
        return "sb:{mem:" + encode(tenant) + "}:spaces";
    }

    static String encode(String value) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
                    || c == '.') {
                encoded.append(c);
            } else {
                encoded.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xf, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 0xf, 16)));
            }
        }
        return encoded.toString();
    }
}
