package dev.switchboard.gateway.protocol;

import java.util.List;

/** The protocol revisions the gateway speaks, newest first within each era. */
public final class ProtocolVersions {

    /** The stateless revision: every request carries its own {@code _meta}. */
    public static final String STATELESS = "2026-07-28";
    public static final List<String> MODERN_ALL = List.of(STATELESS);

    /** Revisions that negotiate a session with {@code initialize} over Streamable HTTP. */
    public static final List<String> SESSION_ERA = List.of("2025-11-25", "2025-06-18", "2025-03-26");

    /** The HTTP+SSE transport's revision. */
    public static final String HTTP_SSE = "2024-11-05";

    /** What an HTTP+SSE client may negotiate: its own revision, and any session-era one it asks for. */
    public static final List<String> HTTP_SSE_ALL = List.of(HTTP_SSE, "2025-11-25", "2025-06-18", "2025-03-26");

    private ProtocolVersions() {
    }

    /**
     * The versions an {@code initialize} may negotiate on an era's transport, the one given to a client asking for an
     * unsupported version first.
     */
    public static List<String> negotiable(Era era) {
        return era == Era.HTTP_SSE ? HTTP_SSE_ALL : SESSION_ERA;
    }

    /** Session-era revisions with (experimental) tasks: 2025-11-25 on. */
    public static boolean hasTasks(String version) {
        return version != null && version.compareTo("2025-11-25") >= 0;
    }

    public static boolean isSessionEra(String version) {
        return SESSION_ERA.contains(version);
    }

    /** True for any modern (per-request metadata) revision label, even one we do not support: they sort after 2026. */
    public static boolean looksModern(String version) {
        return version != null && version.compareTo(STATELESS) >= 0 && version.matches("\\d{4}-\\d{2}-\\d{2}");
    }
}
