package dev.switchboard.contract.sse;

/** A stream the decoder refused: over one of its caps, or ended in the middle of an event. */
public class SseException extends RuntimeException {

    /** Why the stream was refused. */
    public enum Reason {
        /** One event (all its lines up to the blank line) is larger than the event cap. */
        EVENT_TOO_LARGE,
        /** The whole reply is larger than the reply cap. */
        REPLY_TOO_LARGE,
        /** The input ended after part of an event, before the blank line that dispatches it. */
        ENDED_MID_EVENT
    }

    private final Reason reason;

    SseException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
