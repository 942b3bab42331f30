package dev.switchboard.memory.record;

import java.util.Optional;

/** {@code memory://{session_id}} names a shared space, {@code memory://{session_id}/{id}} one memory in it. */
public record MemoryUri(String sessionId, String id) {

    public static final String SCHEME = "memory://";
    public static final String SPACE_TEMPLATE = SCHEME + "{session_id}";
    public static final String RECORD_TEMPLATE = SCHEME + "{session_id}/{id}";

    public static String space(String sessionId) {
        return SCHEME + sessionId;
    }

    public static String record(String sessionId, String id) {
        return SCHEME + sessionId + "/" + id;
    }

    /** True when this names a whole space rather than one memory. */
    public boolean isSpace() {
        return id == null;
    }

    /** The space or memory a URI names, or empty when it is not a well-formed {@code memory://} URI. */
    public static Optional<MemoryUri> parse(String uri) {
        if (uri == null || !uri.startsWith(SCHEME)) {
            return Optional.empty();
        }
        String rest = uri.substring(SCHEME.length());
        int slash = rest.indexOf('/');
        String space = slash < 0 ? rest : rest.substring(0, slash);
        String id = slash < 0 ? null : rest.substring(slash + 1);
        if (!SpaceName.isValid(space) || (id != null && !MemoryIds.isWellFormed(id))) {
            return Optional.empty();
        }
        return Optional.of(new MemoryUri(space, id));
    }
}
