package dev.switchboard.bridge.pinning;

/** Whether an upstream tool's current definition may be exposed. */
public enum PinVerdict {
    /** First seen: pinned now. */
    PINNED,
    /** The same definition as pinned. */
    UNCHANGED,
    /** Changed, and the new digest is accepted: pinned anew. */
    ACCEPTED,
    /** Changed without acceptance: not exposed. */
    HELD_BACK,
    /** The pin store could not be asked: not exposed until it can. */
    UNKNOWN;

    public boolean exposed() {
        return this == PINNED || this == UNCHANGED || this == ACCEPTED;
    }
}
