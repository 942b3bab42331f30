package dev.switchboard.contract.sse;

/** A byte cap on what an SSE decoder holds, with the setting that raises it (named in the error when it is hit). */
public record SseLimit(long bytes, String setting) {

    private static final long KIB = 1024;
    private static final long MIB = KIB * KIB;

    public SseLimit {
        if (bytes <= 0) {
            throw new IllegalArgumentException(setting + " must be positive, not " + bytes);
        }
        if (setting == null || setting.isBlank()) {
            throw new IllegalArgumentException("an SSE limit names the setting that raises it");
        }
    }

    /** Why {@code what} is refused, for the person who can raise the cap: its size and the setting to change. */
    public String refusal(String what) {
        return what + " is larger than " + describe() + "; raise " + setting + " to accept larger ones";
    }

    /** The cap for a person: {@code 4 MiB}, {@code 256 KiB}, or bytes. */
    public String describe() {
        if (bytes % MIB == 0) {
            return bytes / MIB + " MiB";
        }
        if (bytes % KIB == 0) {
            return bytes / KIB + " KiB";
        }
        return bytes + " bytes";
    }
}
