package dev.switchboard.search;

import java.util.Locale;
import java.util.Optional;

/** How results are ranked: by meaning and words fused (the default), by meaning only, or by words only (BM25). */
public enum RankingMode {
    HYBRID,
    SEMANTIC,
    KEYWORD;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<RankingMode> from(String name) {
        for (RankingMode mode : values()) {
            if (mode.wireName().equals(name)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
