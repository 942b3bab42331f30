package dev.switchboard.gateway.auth;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The accepted values of {@code gateway.auth.mode}. */
public enum AuthMode {
    NONE,
    OAUTH,
    API_KEY;

    /** Parses {@code none}, {@code oauth}, {@code api-key} or {@code oauth,api-key}, refusing anything else. */
    public static Set<AuthMode> parse(List<String> values) {
        Set<AuthMode> modes = EnumSet.noneOf(AuthMode.class);
        for (String value : values) {
            String name = value.strip().toLowerCase(Locale.ROOT);
            switch (name) {
                case "none" -> modes.add(NONE);
                case "oauth" -> modes.add(OAUTH);
                case "api-key" -> modes.add(API_KEY);
                default -> throw new IllegalArgumentException("gateway.auth.mode: unknown mode '" + value
                        + "'; use none, oauth, api-key or oauth,api-key");
            }
        }
        if (modes.isEmpty() || (modes.contains(NONE) && modes.size() > 1)) {
            throw new IllegalArgumentException(
                    "gateway.auth.mode: use none, oauth, api-key or oauth,api-key (none cannot be combined)");
        }
        return modes;
    }
}
