package dev.switchboard.contract.state;

/** A sealed state token that is missing, malformed, forged or expired; {@link #reason()} says which. */
public class InvalidStateException extends RuntimeException {

    private final String reason;

    public InvalidStateException(String reason) {
        super("Invalid request state: " + reason);
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }
}
