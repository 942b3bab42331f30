package dev.switchboard.bridge.upstream;

/** Where an upstream stands. Tools of an upstream that is not {@link #UP} answer {@code isError} naming it. */
public enum UpstreamState {
    /** Connecting for the first time or after a failure. */
    CONNECTING,
    UP,
    /** Lost or refused; a reconnection is scheduled with backoff. */
    DOWN,
    /** The bridge is shutting down. */
    STOPPED
}
