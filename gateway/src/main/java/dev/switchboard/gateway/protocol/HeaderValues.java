package dev.switchboard.gateway.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/** Decoding of mirrored header values (2026-07-28 Streamable HTTP, "Value Encoding"). */
public final class HeaderValues {

    private static final String PREFIX = "=?base64?";
    private static final String SUFFIX = "?=";

    private HeaderValues() {
    }

    /**
     * The value a client meant: optional whitespace stripped, the {@code =?base64?…?=} sentinel decoded as UTF-8.
     * Empty when the sentinel holds invalid base64, unpadded base64 included (the request must then be rejected).
     */
    public static Optional<String> decode(String raw) {
        String value = raw.strip();
        if (value.length() >= PREFIX.length() + SUFFIX.length() && value.startsWith(PREFIX) && value.endsWith(SUFFIX)) {
            String encoded = value.substring(PREFIX.length(), value.length() - SUFFIX.length());
            if (encoded.length() % 4 != 0) {
                return Optional.empty();
            }
            try {
                return Optional.of(new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }
        return Optional.of(value);
    }
}
